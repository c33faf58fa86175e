import { rateLimitAddress } from '../../auth/client-address.ts';
import { hashPassword } from '../../auth/password.ts';
import { invalidateUserSessions } from '../../auth/session.ts';
import { knownTo } from '../../auth/trusted-devices.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { TOKEN_TTL_MINUTES } from '../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { claimAddressInvitations } from './claim-invitations.ts';
import { consumeAuthToken, isUsableAuthToken, issueAuthToken } from './auth-tokens.ts';
import { link, type AuthServices, type RequestMeta } from './services.ts';

/**
 * Always answers the same way, so the form does not reveal which e-mails have accounts. A stranger
 * is counted per account, per address and against one budget for every address together; a
 * request from one of the account's known devices or its last sign-in address
 * (auth/trusted-devices.ts) has a budget of its own, so strangers cannot use up the owner's resets.
 */
export async function requestPasswordReset(services: AuthServices, email: string, meta: RequestMeta): Promise<void> {
  const known = await knownTo(services.db, meta, email);
  await services.rateLimiter.enforce(
    known
      ? [{ key: `reset:known:${known.key}:${email}`, limit: RATE_LIMITS.passwordResetPerKnownOrigin }]
      : [
          { key: 'reset:global', limit: RATE_LIMITS.passwordResetGlobal },
          { key: `reset:account:${email}`, limit: RATE_LIMITS.passwordResetPerAccount },
          { key: `reset:ip:${rateLimitAddress(meta.ip)}`, limit: RATE_LIMITS.passwordResetPerIp },
        ],
  );
  await services.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    if (!user) return;
    const token = await issueAuthToken(trx, user.id, 'reset-password', TOKEN_TTL_MINUTES.resetPassword);
    await queueMail(
      { db: trx, jobs: services.jobs },
      {
        to: user.email,
        template: 'reset-password',
        data: { email: user.email, actionUrl: link(services.env.APP_ORIGIN, '/forgot-password', { token }) },
      },
    );
  });
}

/**
 * Sets a new password from a reset link. Following the link proves the mailbox, so the e-mail
 * counts as verified; every existing session ends, since a reset often follows a compromise. The
 * link is checked (and the address counted) before the password is hashed: a made-up token costs
 * a lookup, not 19 MiB of Argon2.
 */
export async function resetPassword(
  services: Pick<AuthServices, 'db' | 'rateLimiter'>,
  token: string,
  password: string,
  meta: Pick<RequestMeta, 'ip'>,
): Promise<{ userId: string }> {
  await services.rateLimiter.enforce([{ key: `reset-password:ip:${rateLimitAddress(meta.ip)}`, limit: RATE_LIMITS.resetPasswordPerIp }]);
  if (!(await isUsableAuthToken(services.db, token, 'reset-password'))) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
  // Whoever holds a valid link is the account's owner (or has their mailbox): they wait ahead of strangers.
  const passwordHash = await hashPassword(password, 'known');
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
