import { describe, expect, it } from 'vitest';
import { joinerNameOf, noticeEventsOf, notificationHref } from './notification-links.ts';

const id = '2f1c6a0e-6b1d-4c3e-9a57-0d3f4b1e2a77';

describe('notificationHref', () => {
  it('leads to the subject: its own path, else the event, conversation, team or invoice', () => {
    expect(notificationHref('teamInvite', { teamId: id, url: `/team/${id}` })).toBe(`/team/${id}`);
    expect(notificationHref('eventJoined', { eventId: id })).toBe(`/evt/${id}`);
    expect(notificationHref('directMessage', { conversationId: id, senderId: id })).toBe(`/messages?conversation=${id}`);
    expect(notificationHref('familyRequest', { connectionId: id, requesterId: id })).toBe(`/profile/${id}`);
    expect(notificationHref('familyAccepted', { connectionId: id, recipientId: id })).toBe('/settings?tab=general');
    expect(notificationHref('activityAlert', { eventIds: [id] })).toBe(`/evt/${id}`);
    expect(notificationHref('activityAlert', { eventIds: [id, id] })).toBe('/discover');
    expect(notificationHref('invoice', { invoiceId: id })).toBe(`/invoices?invoice=${id}`);
  });

  it('never leads off the site, and has no link without a subject', () => {
    expect(notificationHref('eventJoined', { url: 'https://evil.example/x' })).toBeNull();
    expect(notificationHref('eventJoined', { url: '//evil.example' })).toBeNull();
    expect(notificationHref('eventJoined', { eventId: 'not-a-uuid' })).toBeNull();
    expect(notificationHref('news', {})).toBeNull();
  });
});

describe('noticeEventsOf', () => {
  it('lists each event of a notice about several, leading to its page', () => {
    const other = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
    expect(
      noticeEventsOf({
        events: [
          { id, title: 'Tuesday doubles' },
          { id: other, title: 'Sunday run' },
        ],
      }),
    ).toEqual([
      { href: `/evt/${id}`, title: 'Tuesday doubles' },
      { href: `/evt/${other}`, title: 'Sunday run' },
    ]);
  });

  it('is empty for one event, and drops entries that are not events', () => {
    expect(noticeEventsOf({ events: [{ id, title: 'Tuesday doubles' }] })).toEqual([]);
    expect(noticeEventsOf({})).toEqual([]);
    expect(noticeEventsOf({ events: [{ id: 'x', title: 'A' }, null, 'text', { id, title: 'B' }] })).toEqual([{ href: `/evt/${id}`, title: 'B' }]);
  });
});

describe('joinerNameOf', () => {
  it('reads the name back from "<name> joined <title>"', () => {
    expect(joinerNameOf('Ana Ruiz joined Tuesday doubles', 'Tuesday doubles')).toBe('Ana Ruiz');
    expect(joinerNameOf('Someone left Tuesday doubles', 'Tuesday doubles')).toBeNull();
  });
});
