import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { TEAM_WIZARD_REMINDER_FROM_STEP } from '../../../shared/teams/teams.ts';

const DAY_MS = 86_400_000;

/**
 * Spec section 4: leaving the team-creation wizard on pages 2 to 6 requests a reminder mail
 * (template team-create-motivation-notification, data username). At most one a day per user:
 * the outbox is the record, read under a per-user advisory lock so two tabs cannot both send.
 */
export async function requestCreateReminder(deps: Deps<'db' | 'jobs' | 'clock'>, userId: string, step: number): Promise<{ queued: boolean }> {
  if (step < TEAM_WIZARD_REMINDER_FROM_STEP) return { queued: false };
  return deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('team-create-reminder'), hashtext(${userId}))`.execute(trx);
    const user = await trx.selectFrom('users').select(['email', 'displayName', 'fullName']).where('id', '=', userId).executeTakeFirstOrThrow();
    const recent = await trx
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', user.email)
      .where('template', '=', 'team-create-motivation-notification')
      .where('createdAt', '>', new Date(deps.clock.now().getTime() - DAY_MS))
      .executeTakeFirst();
    if (recent) return { queued: false };
    const username = user.displayName ?? user.fullName ?? user.email.split('@')[0]!;
    await queueMail({ ...deps, db: trx }, { to: user.email, template: 'team-create-motivation-notification', data: { username } });
    return { queued: true };
  });
}
