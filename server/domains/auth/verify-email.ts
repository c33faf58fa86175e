import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { TOKEN_TTL_MINUTES } from '../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { claimAddressInvitations } from './claim-invitations.ts';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.ts';
import { link, type AuthServices } from './services.ts';

export async function verifyEmail(services: Pick<AuthServices, 'db'>, token: string): Promise<{ userId: string }> {
  return services.db.transaction().execute(async (trx) => {
    const consumed = await consumeAuthToken(trx, token, 'verify-email');
    if (!consumed) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
    const user = await trx
      .updateTable('users')
      .set({ emailVerified: true, updatedAt: new Date() })
      .where('id', '=', consumed.userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    // A verified address claims the team invitations sent to it before the account existed.
    await claimAddressInvitations(trx, consumed.userId, user.email);
    return { userId: consumed.userId };
  });
}

export async function resendVerification(services: AuthServices, user: { id: string; email: string; emailVerified: boolean }) {
  if (user.emailVerified) return { alreadyVerified: true };
  await services.rateLimiter.enforce([
    { key: 'verify-mail:global', limit: RATE_LIMITS.verificationMailGlobal },
    { key: `verify-mail:account:${user.id}`, limit: RATE_LIMITS.verificationMailPerAccount },
  ]);
  await services.db.transaction().execute(async (trx) => {
    const token = await issueAuthToken(trx, user.id, 'verify-email', TOKEN_TTL_MINUTES.verifyEmail);
    await queueMail(
      { db: trx, jobs: services.jobs },
      {
        to: user.email,
        template: 'verify-email',
        data: { email: user.email, actionUrl: link(services.env.APP_ORIGIN, '/verify-email', { token }) },
      },
    );
  });
  return { alreadyVerified: false };
}
