import { verifyPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/session.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/constants.ts';
import { LOGIN_ERROR_MESSAGES } from '../../../shared/login-errors.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { SignInInput } from '../../../shared/schemas/auth.ts';
import type { AuthServices, RequestMeta } from './services.ts';

/**
 * E-mail sign-in. Limits are checked before the (deliberately slow) password hash so that a
 * flood of attempts costs us at most a row update (usually not even that), not 19 MiB of Argon2 each.
 */
export async function signIn({ db, rateLimiter }: Pick<AuthServices, 'db' | 'rateLimiter'>, input: SignInInput, meta: RequestMeta) {
  await rateLimiter.enforce(
    [
      { key: `sign-in:account:${input.email}`, limit: RATE_LIMITS.signInPerAccount },
      { key: `sign-in:ip:${meta.ip}`, limit: RATE_LIMITS.signInPerIp },
    ],
    'NetworkError',
  );
  // A verified alternate e-mail signs in to the same account as the primary.
  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where((eb) =>
      eb.or([
        eb('email', '=', input.email),
        eb(
          'id',
          '=',
          eb
            .selectFrom('userAlternateEmails')
            .select('userId')
            .where('email', '=', input.email)
            .where('verifiedAt', 'is not', null),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!user) throw new AppError('EmailNotFound', LOGIN_ERROR_MESSAGES.EmailNotFound);
  if (user.passwordHash === null) {
    const social = await db.selectFrom('oauthAccounts').select('provider').where('userId', '=', user.id).executeTakeFirst();
    throw new AppError('NoPasswordSet', social ? MESSAGES.emailUnverifiedSocialSet : LOGIN_ERROR_MESSAGES.NoPasswordSet);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('InvalidUser', LOGIN_ERROR_MESSAGES.InvalidUser);
  }
  const session = await createSession(db, user.id, meta);
  return { userId: user.id, session };
}
