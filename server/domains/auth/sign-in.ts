import { rateLimitAddress } from '../../auth/client-address.ts';
import { verifyPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/session.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/constants.ts';
import { APP_MESSAGES, LOGIN_ERROR_MESSAGES, MESSAGES } from '../../../shared/messages.ts';
import type { SignInInput } from '../../../shared/schemas/auth.ts';
import type { AuthServices, RequestMeta } from './services.ts';

/**
 * E-mail sign-in. Limits are checked before the (deliberately slow) password hash so that a
 * flood of attempts costs us at most a row update (usually not even that), not 19 MiB of Argon2
 * each. They count per address (IPv6 by /64) and per account from that address, so a stranger's
 * wrong guesses never lock the owner out; the account-wide cap only takes away second attempts.
 */
export async function signIn({ db, rateLimiter }: Pick<AuthServices, 'db' | 'rateLimiter'>, input: SignInInput, meta: RequestMeta) {
  const address = rateLimitAddress(meta.ip);
  const fromThisAddress = `sign-in:account-address:${input.email}:${address}`;
  const [, attemptsFromThisAddress] = await rateLimiter.enforce(
    [
      { key: `sign-in:ip:${address}`, limit: RATE_LIMITS.signInPerIp },
      { key: fromThisAddress, limit: RATE_LIMITS.signInPerAccountPerAddress },
    ],
    'NetworkError',
  );
  // Past the wide cap, only an address with no recent failures on this account is let through.
  const underWideCap = await rateLimiter.within({ key: `sign-in:account:${input.email}`, limit: RATE_LIMITS.signInPerAccountWide });
  if (!underWideCap && attemptsFromThisAddress! > 1) throw new AppError('NetworkError', APP_MESSAGES.tooManyRequests);
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
  // The address proved itself: its earlier failures on this account no longer count against it.
  await rateLimiter.clear(fromThisAddress);
  const session = await createSession(db, user.id, meta);
  return { userId: user.id, session };
}
