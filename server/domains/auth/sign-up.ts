import { rateLimitAddress } from '../../auth/client-address.ts';
import { hashPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/session.ts';
import { rememberDevice } from '../../auth/trusted-devices.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { TOKEN_TTL_MINUTES } from '../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import type { SignUpInput } from '../../../shared/auth/schemas.ts';
import { claimAddressInvitations, inviteProvesAddress } from './claim-invitations.ts';
import { issueAuthToken } from './auth-tokens.ts';
import { link, type AuthServices, type RequestMeta } from './services.ts';

/**
 * A new account, signed in. Counted per address and against one budget for every address together
 * (rotating addresses pass the first), and against the budget of mail to unproven addresses, since
 * each account mails a verification link; the password is hashed in the bounded gate.
 */
export async function signUp(services: AuthServices, input: SignUpInput, meta: RequestMeta) {
  const { db, rateLimiter } = services;
  const appOrigin = services.env.APP_ORIGIN;
  await rateLimiter.enforce([
    { key: 'sign-up:global', limit: RATE_LIMITS.signUpGlobal },
    { key: `sign-up:ip:${rateLimitAddress(meta.ip)}`, limit: RATE_LIMITS.signUpPerIp },
    { key: 'verify-mail:global', limit: RATE_LIMITS.verificationMailGlobal },
  ]);
  const passwordHash = await hashPassword(input.password, 'stranger');
  const userId = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({ email: input.email, passwordHash })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
    if (input.inviteToken && (await inviteProvesAddress(trx, input.inviteToken, input.email))) {
      await trx.updateTable('users').set({ emailVerified: true }).where('id', '=', created.id).execute();
      await claimAddressInvitations(trx, created.id, input.email);
      return created.id;
    }
    const token = await issueAuthToken(trx, created.id, 'verify-email', TOKEN_TTL_MINUTES.verifyEmail);
    await queueMail(
      { db: trx, jobs: services.jobs },
      {
        to: input.email,
        template: 'verify-email',
        data: { email: input.email, actionUrl: link(appOrigin, '/verify-email', { token }) },
      },
    );
    return created.id;
  });
  await rememberDevice(db, meta, userId);
  const session = await createSession(db, userId, meta);
  return { userId, session };
}
