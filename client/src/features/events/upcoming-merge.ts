/**
 * One list, soonest first, of the viewer's joined or organised events and their team events (which
 * are answered, not joined, so come from another query). A team event the viewer also organised is
 * listed once, as a team event, so its answer buttons stay beside it.
 */
export type UpcomingItem<E, T> = { kind: 'event'; at: number; event: E } | { kind: 'team'; at: number; row: T };

export function mergeUpcoming<E extends { id: string; startsAt: Date }, T extends { eventId: string; startsAt: Date }>(
  events: readonly E[],
  teamRows: readonly T[],
  limit: number,
): UpcomingItem<E, T>[] {
  const teamIds = new Set(teamRows.map((row) => row.eventId));
  const items: UpcomingItem<E, T>[] = [
    ...events.filter((event) => !teamIds.has(event.id)).map((event) => ({ kind: 'event' as const, at: new Date(event.startsAt).getTime(), event })),
    ...teamRows.map((row) => ({ kind: 'team' as const, at: new Date(row.startsAt).getTime(), row })),
  ];
  // A stable sort: at one time, the server's order (the viewer's own row before their children's).
  return items.sort((a, b) => a.at - b.at).slice(0, limit);
}
