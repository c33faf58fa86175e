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

describe('live unread counts with two server processes', () => {
  it('a family request made through one process updates the count streamed by the other', async () => {
    const requester = await createUser(cluster.db, { email: 'asks@example.com', displayName: 'Asker' });
    const recipient = await createUser(cluster.db, { email: 'answers@example.com', displayName: 'Answerer' });
    const [requesterCookie, recipientCookie] = [await signIn(cluster.bases[0]!, requester.email), await signIn(cluster.bases[1]!, recipient.email)];

    const stream = await openSubscription(`${cluster.bases[1]}/trpc/notifications.onUnreadCount`, { cookie: recipientCookie });
    try {
      expect(await stream.next()).toBe(0);
      const saved = await fetch(`${cluster.bases[0]}/trpc/family.save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: requesterCookie },
        body: trpcBody({ add: [{ relation: 'sibling', isGthUser: true, userId: recipient.id }], update: [] }),
      });
      expect(saved.status).toBe(200);
      expect(await stream.next()).toBe(1);
    } finally {
      stream.close();
    }
  });
});
