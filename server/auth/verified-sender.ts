import type { Database } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { INVITATION_MESSAGES } from '../../shared/auth/invitation-messages.ts';

/**
 * Mail that invites other people by address goes only from accounts that proved their own: a
 * throwaway account must not be a way to mail arbitrary addresses with text of its choosing.
 */
export async function requireVerifiedSender(db: Database, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select('emailVerified').where('id', '=', userId).executeTakeFirst();
  if (!user?.emailVerified) throw new AppError('FORBIDDEN', INVITATION_MESSAGES.verifyToInvite);
}
