import { useEffect, useRef, useState } from 'react';
import { mergeLiveItem } from '../../lib/live-list.ts';
import { trpc } from '../../lib/trpc.ts';
import type { ReadMarker } from './message-types.ts';
import { TYPING } from '../../../../shared/messaging/live.ts';

export interface Typist {
  userId: string;
  displayName: string;
}

/**
 * A thread live: new messages go into the `messages.list` cache; who is typing and how far the
 * others have read are returned. A typist is shown until their message arrives or TYPING.showForMs
 * pass without a new signal from them (a timer here: the server sends no "stopped").
 */
export function useThreadLive(conversationId: string): { readers: ReadMarker[]; typists: Typist[] } {
  const utils = trpc.useUtils();
  const [readers, setReaders] = useState<ReadMarker[]>([]);
  const [typists, setTypists] = useState<Typist[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const stopTyping = (userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTypists((list) => (list.some((typist) => typist.userId === userId) ? list.filter((typist) => typist.userId !== userId) : list));
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // The subscription's snapshot (on connecting, and again on every reconnect) is the newest page,
  // so it stands in for a refetch.
  trpc.messages.onConversation.useSubscription(
    { conversationId },
    {
      onData: async (event) => {
        const input = { conversationId };
        if (event.type === 'typing') {
          clearTimeout(timers.current.get(event.userId));
          timers.current.set(
            event.userId,
            setTimeout(() => stopTyping(event.userId), TYPING.showForMs),
          );
          setTypists((list) =>
            list.some((typist) => typist.userId === event.userId) ? list : [...list, { userId: event.userId, displayName: event.displayName }],
          );
          return;
        }
        if (event.type === 'read') {
          const { reader } = event;
          setReaders((list) => [...list.filter((known) => known.userId !== reader.userId), reader]);
          return;
        }
        if (event.type === 'snapshot') {
          setReaders(event.readers);
          // A page read before this snapshot must not land after it.
          await utils.messages.list.cancel(input);
          utils.messages.list.setData(input, { messages: event.items, nextBefore: event.nextBefore });
          return;
        }
        // Their message is what they were typing.
        stopTyping(event.item.senderId);
        if (utils.messages.list.getData(input)) {
          utils.messages.list.setData(input, (page) => page && { ...page, messages: mergeLiveItem(page.messages, event.item, 'start') });
        } else {
          void utils.messages.list.invalidate(input);
        }
      },
    },
  );
  return { readers, typists };
}
