import { safeReturnPath } from '../auth/return-path.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

/**
 * Where a notification leads: the page of its subject (the event, team, conversation, family
 * request, invoice). Its own `url` when it carries one on our origin; otherwise from the ids in
 * its data. Null when it has no subject to open.
 */
export function notificationHref(type: string, data: Record<string, unknown>): string | null {
  const url = typeof data.url === 'string' ? safeReturnPath(data.url) : null;
  if (url) return url;
  // A family request is answered on the notice itself; its title leads to the person asking.
  // An answer leads to the requester's family list (an accepted connection is listed there).
  if (type === 'familyRequest') return id(data.requesterId) ? `/profile/${id(data.requesterId)}` : null;
  if (type.startsWith('family')) return '/settings?tab=general';
  const conversationId = id(data.conversationId);
  if (conversationId) return `/messages?conversation=${conversationId}`;
  const eventId = id(data.eventId) ?? (Array.isArray(data.eventIds) && data.eventIds.length === 1 ? id(data.eventIds[0]) : null);
  if (eventId) return `/evt/${eventId}`;
  if (Array.isArray(data.eventIds) && data.eventIds.length > 1) return '/discover';
  const teamId = id(data.teamId);
  if (teamId) return `/team/${teamId}`;
  const invoiceId = id(data.invoiceId);
  if (invoiceId) return `/invoices?invoice=${invoiceId}`;
  return null;
}

/** An event a notice names among several (an activity alert's digest): its page and its title. */
export interface NoticeEvent {
  href: string;
  title: string;
}

/**
 * The events a notice about several events lists, each leading to its own page (an activity alert
 * for three new games lists all three); empty for a notice about one subject. Read defensively:
 * notice data is stored JSON.
 */
export function noticeEventsOf(data: Record<string, unknown>): NoticeEvent[] {
  if (!Array.isArray(data.events) || data.events.length < 2) return [];
  return data.events.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id: eventId, title } = entry as Record<string, unknown>;
    return id(eventId) && typeof title === 'string' && title.length > 0 ? [{ href: `/evt/${id(eventId)}`, title: title.slice(0, 200) }] : [];
  });
}

/** "Ana joined Tuesday doubles": the joiner's name, read back from the notice's words. */
export function joinerNameOf(title: string, eventTitle: string): string | null {
  const suffix = ` joined ${eventTitle}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : null;
}
