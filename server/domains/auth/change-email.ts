import { verifyPassword } from '../../auth/password.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { TOKEN_TTL_MINUTES } from '../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.ts';
import { link, type AuthServices } from './services.ts';
import { claimAddressInvitations } from './claim-invitations.ts';

/** Sends a confirmation link to the new address; the change happens only when it is followed. */
export async function requestEmailChange(services: AuthServices, user: { id: string }, newEmail: string, password: string | undefined): Promise<void> {
  const { db } = services;
  // Each request checks a password (Argon2) and mails the new address: a few an hour is plenty.
  await services.rateLimiter.enforce([{ key: `email-change:user:${user.id}`, limit: RATE_LIMITS.emailChangePerUser }]);
  const current = await db.selectFrom('users').select(['email', 'passwordHash']).where('id', '=', user.id).executeTakeFirstOrThrow();
  if (current.passwordHash !== null && !(password && (await verifyPassword(current.passwordHash, password, 'known')))) {
    throw new AppError('FORBIDDEN', APP_MESSAGES.wrongCurrentPassword);
  }
  if (newEmail === current.email) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
  const taken = await db.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
  await db.transaction().execute(async (trx) => {
    const token = await issueAuthToken(trx, user.id, 'verify-new-email', TOKEN_TTL_MINUTES.verifyNewEmail, newEmail);
    await queueMail(
      { db: trx, jobs: services.jobs },
      {
        to: newEmail,
        template: 'verify-new-email',
        data: { newEmail, actionUrl: link(services.env.APP_ORIGIN, '/verify-new-email', { token }) },
      },
    );
  });
}

export async function confirmEmailChange(services: AuthServices, token: string): Promise<{ userId: string; email: string }> {
  return services.db.transaction().execute(async (trx) => {
    const consumed = await consumeAuthToken(trx, token, 'verify-new-email');
    if (!consumed?.newEmail) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
    const previous = await trx.selectFrom('users').select('email').where('id', '=', consumed.userId).executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable('users')
      .set({ email: consumed.newEmail, emailVerified: true, updatedAt: new Date() })
      .where('id', '=', consumed.userId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as other').select('other.id').where('other.email', '=', consumed.newEmail))))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
    await claimAddressInvitations(trx, consumed.userId, consumed.newEmail);
    // The old address hears of the change, so a hijacked account does not go unnoticed.
    await queueMail(
      { db: trx, jobs: services.jobs },
      {
        to: previous.email,
        template: 'email-changed',
        data: { newEmail: consumed.newEmail, supportUrl: link(services.env.APP_ORIGIN, '/forgot-password', {}) },
      },
    );
    return { userId: consumed.userId, email: consumed.newEmail };
  });
}
