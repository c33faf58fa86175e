import { rateLimitAddress } from '../../auth/client-address.ts';
import { hashPassword } from '../../auth/password.ts';
import { invalidateUserSessions } from '../../auth/session.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS, TOKEN_TTL_MINUTES } from '../../../shared/constants.ts';
import { APP_MESSAGES } from '../../../shared/messages.ts';
import { claimAddressInvitations } from './claim-invitations.ts';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.ts';
import { link, type AuthServices, type RequestMeta } from './services.ts';

/** Always answers the same way, so the form does not reveal which e-mails have accounts. */
export async function requestPasswordReset(services: AuthServices, email: string, meta: RequestMeta): Promise<void> {
  await services.rateLimiter.enforce([
    { key: `reset:account:${email}`, limit: RATE_LIMITS.passwordResetPerAccount },
    { key: `reset:ip:${rateLimitAddress(meta.ip)}`, limit: RATE_LIMITS.passwordResetPerIp },
  ]);
  await services.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (!user) return;
    const token = await issueAuthToken(trx, user.id, 'reset-password', TOKEN_TTL_MINUTES.resetPassword);
    await queueMail({ db: trx, jobs: services.jobs }, {
      to: user.email,
      template: 'reset-password',
      data: { email: user.email, actionUrl: link(services.env.APP_ORIGIN, '/forgot-password', { token }) },
    });
  });
}

/**
 * Sets a new password from a reset link. Following the link proves the mailbox, so the e-mail
 * counts as verified; every existing session ends, since a reset often follows a compromise.
 */
export async function resetPassword(services: Pick<AuthServices, 'db'>, token: string, password: string): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(password);
  return services.db.transaction().execute(async (trx) => {
    const consumed = await consumeAuthToken(trx, token, 'reset-password');
    if (!consumed) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
    const user = await trx
      .updateTable('users')
      .set({ passwordHash, emailVerified: true, updatedAt: new Date() })
      .where('id', '=', consumed.userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    // The link proved the address, so it claims team invitations as verification does.
    await claimAddressInvitations(trx, consumed.userId, user.email);
    await invalidateUserSessions(trx, consumed.userId);
    return { userId: consumed.userId };
  });
}
