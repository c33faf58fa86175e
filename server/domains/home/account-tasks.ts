import type { Database } from '../../db/database.ts';
import { HOME_MESSAGES } from '../../../shared/home/messages.ts';
import type { HomeTask } from './outputs.ts';

/** The user's own set-up: an unverified e-mail, an unfinished profile, no availability stored. */
export async function accountTasks(db: Database, userId: string): Promise<HomeTask[]> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'emailVerified', 'hasAdditionalInfo'])
    .select((eb) => eb.exists(eb.selectFrom('availability').select('userId').where('availability.userId', '=', userId)).as('hasAvailability'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const tasks: HomeTask[] = [];
  if (!user.emailVerified) {
    tasks.push({
      id: 'verify-email',
      kind: 'verifyEmail',
      title: HOME_MESSAGES.verifyEmailTitle,
      detail: HOME_MESSAGES.verifyEmailDetail(user.email),
      href: null,
      action: { type: 'resendVerification' },
    });
  }
  if (!user.hasAdditionalInfo) {
    tasks.push({
      id: 'finish-profile',
      kind: 'finishProfile',
      title: HOME_MESSAGES.finishProfileTitle,
      detail: HOME_MESSAGES.finishProfileDetail,
      href: `/user-onboarding?next=${encodeURIComponent('/home')}`,
      action: null,
    });
  }
  if (!user.hasAvailability) {
    tasks.push({
      id: 'set-availability',
      kind: 'setAvailability',
      title: HOME_MESSAGES.setAvailabilityTitle,
      detail: HOME_MESSAGES.setAvailabilityDetail,
      href: '/settings?tab=availability',
      action: null,
    });
  }
  return tasks;
}
