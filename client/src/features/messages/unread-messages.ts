import { useSyncExternalStore } from 'react';

/**
 * How many conversations hold unread messages, as the bell's live stream last said (the count
 * rides that stream so that no page holds a second always-open one; see notifications.onUnreadCount).
 * The bell writes it; the menu's Messages entries read it.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadConversations(next: number): void {
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

export function useUnreadConversations(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    // The server render (and the hydration that follows it) knows no count: the stream has not
    // spoken yet, and this module's value is shared by every request a server renders.
    () => 0,
  );
}
