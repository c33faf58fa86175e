import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { requireTeamMember, requireTeamPermission } from './access.ts';
import { teamMessages } from './chat.ts';

/** How many pinned announcements the top of the team page shows: a few, or they stop being news. */
const PINNED_SHOWN = 5;

/** The team's pinned announcements that have not expired, newest pin first. Members only. */
export async function listPinnedMessages(db: Database, userId: string, teamId: string) {
  await requireTeamMember(db, teamId, userId);
  return teamMessages(db, teamId)
    .where('m.pinnedAt', 'is not', null)
    .where((eb) => eb.or([eb('m.pinnedUntil', 'is', null), eb('m.pinnedUntil', '>', sql<Date>`now()`)]))
    .orderBy('m.pinnedAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(PINNED_SHOWN)
    .execute();
}

/**
 * Pins (or unpins, with `pinned: false`) one of the team's messages as an announcement; the same
 * roles that may post an announcement may pin one. Every open chat re-reads the message live, and
 * with it the pinned list.
 */
export async function setMessagePinned(
  deps: Deps<'db' | 'clock'>,
  userId: string,
  input: { teamId: string; messageId: string; pinned: boolean; until?: Date | null },
): Promise<{ ok: true }> {
  if (input.pinned && input.until && input.until.getTime() <= deps.clock.now().getTime()) {
    throw new AppError('BAD_REQUEST', TEAM_MESSAGES.pinExpiryPast);
  }
  return deps.db.transaction().execute(async (trx) => {
    const { team } = await requireTeamPermission(trx, input.teamId, userId, 'postAnnouncement');
    const changed = await trx
      .updateTable('teamMessages')
      .set(
        input.pinned
          ? { pinnedAt: deps.clock.now(), pinnedUntil: input.until ?? null, pinnedBy: userId }
          : { pinnedAt: null, pinnedUntil: null, pinnedBy: null },
      )
      .where('id', '=', input.messageId)
      .where('teamId', '=', team.id)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw new AppError('NOT_FOUND', TEAM_MESSAGES.chatMessageNotFound);
    await publish(trx, TOPICS.teamChat(team.id), { messageId: changed.id });
    return { ok: true as const };
  });
}
