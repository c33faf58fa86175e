import { describe, expect, it } from 'vitest';
import { mergeUpcoming } from './upcoming-merge.ts';

const at = (day: number) => new Date(Date.UTC(2027, 2, day, 18));

describe('mergeUpcoming', () => {
  it('lists joined and team events in one order, soonest first, cut at the limit', () => {
    const events = [
      { id: 'e1', startsAt: at(3) },
      { id: 'e2', startsAt: at(9) },
    ];
    const team = [
      { eventId: 't1', startsAt: at(1), forName: null },
      { eventId: 't2', startsAt: at(5), forName: null },
    ];
    const items = mergeUpcoming(events, team, 3);
    expect(items.map((item) => (item.kind === 'team' ? item.row.eventId : item.event.id))).toEqual(['t1', 'e1', 't2']);
  });

  it('lists a team event the viewer also organised once, as the team row with its answer, and keeps a child’s row after the parent’s', () => {
    const events = [{ id: 't1', startsAt: at(2) }];
    const team = [
      { eventId: 't1', startsAt: at(2), forName: null },
      { eventId: 't1', startsAt: at(2), forName: 'Mia Lee' },
    ];
    const items = mergeUpcoming(events, team, 10);
    expect(items.map((item) => item.kind)).toEqual(['team', 'team']);
    expect(items.map((item) => (item.kind === 'team' ? item.row.forName : null))).toEqual([null, 'Mia Lee']);
  });
});
