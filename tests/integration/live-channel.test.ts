import { describe, expect, it } from 'vitest';
import { PROCESS_ORIGIN, useApiProcesses } from '../api-processes.ts';
import { createUser, FACTORY_PASSWORD } from '../factories.ts';
import { sessionCookie, trpcBody } from '../http-server.ts';
import { openSubscription } from '../sse.ts';

const ORIGIN = PROCESS_ORIGIN;
const cluster = useApiProcesses(2);

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: trpcBody({ email, password: FACTORY_PASSWORD }),
  });
  return sessionCookie(response)!;
}

const send = (base: string, cookie: string, path: string, input: unknown) =>
  fetch(`${base}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, cookie }, body: trpcBody(input) });

describe('the live channel with two server processes', () => {
  it('a family request made through one process updates the count streamed by the other', async () => {
    const requester = await createUser(cluster.db, { email: 'asks@example.com', displayName: 'Asker' });
    const recipient = await createUser(cluster.db, { email: 'answers@example.com', displayName: 'Answerer' });
    const [requesterCookie, recipientCookie] = [await signIn(cluster.bases[0]!, requester.email), await signIn(cluster.bases[1]!, recipient.email)];

    const stream = await openSubscription(`${cluster.bases[1]}/trpc/notifications.onUnreadCount`, { cookie: recipientCookie });
    try {
      expect(await stream.next()).toEqual({ count: 0, messages: 0 });
      const saved = await fetch(`${cluster.bases[0]}/trpc/family.save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: requesterCookie },
        body: trpcBody({ add: [{ relation: 'sibling', isGthUser: true, userId: recipient.id }], update: [] }),
      });
      expect(saved.status).toBe(200);
      expect(await stream.next()).toEqual({ count: 1, messages: 0 });
    } finally {
      stream.close();
    }
  });
});

describe('the live channel with two server processes: direct messages', () => {
  it('a message sent through one process arrives, alone, at a thread open on the other, and in its inbox', async () => {
    const alice = await createUser(cluster.db, { email: 'alice@example.com', displayName: 'Alice' });
    const bob = await createUser(cluster.db, { email: 'bob@example.com', displayName: 'Bob' });
    const [aliceCookie, bobCookie] = [await signIn(cluster.bases[0]!, alice.email), await signIn(cluster.bases[1]!, bob.email)];
    const first = await send(cluster.bases[0]!, aliceCookie, 'messages.send', { recipientId: bob.id, body: 'Game on Saturday?' });
    const { conversationId } = ((await first.json()) as { result: { data: { json: { conversationId: string } } } }).result.data.json;

    const input = encodeURIComponent(JSON.stringify({ json: { conversationId } }));
    const thread = await openSubscription(`${cluster.bases[1]}/trpc/messages.onConversation?input=${input}`, { cookie: bobCookie });
    const inbox = await openSubscription(`${cluster.bases[1]}/trpc/messages.onConversations`, { cookie: bobCookie });
    try {
      expect((await thread.next<{ type: string; items: { body: string }[] }>()).items.map((message) => message.body)).toEqual(['Game on Saturday?']);
      expect((await inbox.next<{ type: string; items: { unreadCount: number }[] }>()).items.map((row) => row.unreadCount)).toEqual([1]);

      expect((await send(cluster.bases[0]!, aliceCookie, 'messages.send', { recipientId: bob.id, body: 'Bring the ball' })).status).toBe(200);
      expect(await thread.next()).toMatchObject({ type: 'item', item: { body: 'Bring the ball', senderId: alice.id } });
      expect(await inbox.next()).toMatchObject({ type: 'item', item: { id: conversationId, unreadCount: 2, lastMessage: { body: 'Bring the ball' } } });
    } finally {
      thread.close();
      inbox.close();
    }
  });
});
