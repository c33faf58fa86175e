import type { Deps } from '../../deps.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { TYPING } from '../../../shared/messaging/live.ts';
import { requireParticipant } from './participants.ts';

/**
 * Tells the conversation's open threads that `userId` is typing. Only a participant may (a
 * stranger gets the conversation's usual NOT_FOUND). Past the per-user budget the signal is
 * dropped rather than refused: it is a hint the client repeats anyway, and an error in the
 * composer for it would only confuse; the budget bounds the NOTIFY traffic one account can cause.
 * Who may see it (not the typist, not someone on the other side of a block) is decided by each
 * subscriber, which knows who it is.
 */
export async function signalTyping(deps: Deps<'db' | 'rateLimiter'>, userId: string, conversationId: string): Promise<{ sent: boolean }> {
  await requireParticipant(deps.db, conversationId, userId);
  const within = await deps.rateLimiter.within({ key: `typing:${userId}`, limit: TYPING.perUser });
  if (!within) return { sent: false };
  await publish(deps.db, TOPICS.conversation(conversationId), { kind: 'typing', userId });
  return { sent: true };
}
