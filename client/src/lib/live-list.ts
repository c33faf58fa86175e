/** What a live list subscription sends (`LiveList` in server/realtime/live-subscription.ts). */
export type LiveListEvent<Item> = { type: 'snapshot'; items: Item[] } | { type: 'item'; item: Item };

/**
 * What a list shows after one live event: a snapshot replaces it; an item replaces the one with its
 * id, or joins the list at `end` (a thread read oldest first) or `start` (newest first).
 */
export function mergeLiveItem<Item extends { id: string }>(list: Item[], item: Item, end: 'start' | 'end'): Item[] {
  const at = list.findIndex((existing) => existing.id === item.id);
  if (at >= 0) return list.with(at, item);
  return end === 'end' ? [...list, item] : [item, ...list];
}
