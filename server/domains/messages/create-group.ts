import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { GROUP_LIMITS, GROUP_MESSAGES, type CreateGroupInput } from '../../../shared/messaging/groups.ts';
import { requireAddable } from './group-members.ts';

/**
 * Starts a group conversation of the creator and `memberIds` (3 to 50 people in all), with a
 * title. Each member must be addable by the creator (requireAddable: blocks either way, the
 * messages-from-anyone switch). Everyone's inbox gets the new row on commit.
 */
export async function createGroup(deps: Deps<'db'>, creatorId: string, input: CreateGroupInput): Promise<{ conversationId: string }> {
  const others = [...new Set(input.memberIds)].filter((id) => id !== creatorId);
  if (others.length + 1 < GROUP_LIMITS.minPeople) throw new AppError('BAD_REQUEST', GROUP_MESSAGES.tooFew);
  if (others.length + 1 > GROUP_LIMITS.maxPeople) throw new AppError('BAD_REQUEST', GROUP_MESSAGES.tooMany);
  return deps.db.transaction().execute(async (trx) => {
    await requireAddable(trx, creatorId, others);
    const conversation = await trx.insertInto('conversations').values({ title: input.title, createdBy: creatorId }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('conversationParticipants')
      .values([{ conversationId: conversation.id, userId: creatorId }, ...others.map((userId) => ({ conversationId: conversation.id, userId }))])
      .execute();
    for (const userId of [creatorId, ...others]) await publish(trx, TOPICS.inbox(userId), { conversationId: conversation.id });
    return { conversationId: conversation.id };
  });
}
