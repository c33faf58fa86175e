import { rateLimitAddress } from '../../auth/client-address.ts';
import { verifyPassword } from '../../auth/password.ts';
import { createSession } from '../../auth/session.ts';
import { findSignInAccount, hasDeviceCookie, knownOrigin, rememberDevice } from '../../auth/trusted-devices.ts';
import { AppError } from '../../errors/app-error.ts';
import { RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { LOGIN_ERROR_MESSAGES } from '../../../shared/auth/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import type { SignInInput } from '../../../shared/auth/schemas.ts';
import type { AuthServices, RequestMeta } from './services.ts';

const FAILURES = { key: 'sign-in:strangers-failed', limit: RATE_LIMITS.signInFailuresGlobal };
const knownKey = (known: { key: string }, email: string) => `sign-in:known:${known.key}:${email}`;

/**
 * E-mail sign-in. Limits are checked before the (deliberately slow) password hash so that a
 * flood of attempts costs us at most a row update (usually not even that), not 19 MiB of Argon2
 * each; the hash itself runs in the process's bounded gate (auth/hash-gate.ts).
 *
 * A stranger to the account is counted per address and per account from that address, and their
 * failures against one budget for every address together (rotating addresses pass the first two);
 * past the account-wide cap an address gets only its first attempt. An attempt from one of the account's
 * known devices, or from its last sign-in address (auth/trusted-devices.ts), is counted against a
 * budget of its own instead: strangers' failures never lock the owner out, and a flood of them
 * waits behind the owner for the hash. The owner's sign-in is five statements and one hash.
 * Once strangers' failures are over budget, a stranger this process can already tell apart (no
 * device cookie, not from the account's remembered last address: auth/sign-in-origins.ts) is
 * refused before the account lookup, so the refused flood holds no database connection.
 */
export async function signIn(
  { db, rateLimiter, signInOrigins }: Pick<AuthServices, 'db' | 'rateLimiter' | 'signInOrigins'>,
  input: SignInInput,
  meta: RequestMeta,
) {
  const address = rateLimitAddress(meta.ip);
  const fromThisAddress = `sign-in:account-address:${input.email}:${address}`;
  // Strangers' budget spent: a request with no device cookie from anywhere but the account's remembered address is refused unread.
  if (rateLimiter.isOver(FAILURES.key) && !hasDeviceCookie(meta)) {
    const remembered = signInOrigins.lastAddress(input.email);
    if (remembered !== undefined && remembered !== address) throw await rateLimiter.refuse('NetworkError');
  }
  // One lookup: the account (a verified alternate e-mail signs in to the same one), and whether this request is its owner's.
  const account = await findSignInAccount(db, meta, input.email);
  signInOrigins.remember(input.email, account?.lastSignInAddress ?? null);
  const known = knownOrigin(account, meta);
  if (known) {
    await rateLimiter.enforce([{ key: knownKey(known, input.email), limit: RATE_LIMITS.signInPerKnownOrigin }], 'NetworkError');
  } else {
    // Strangers' failures are counted after the fact (below); once they are over budget, refused before any hashing.
    const counts = rateLimiter.isOver(FAILURES.key)
      ? null
      : await rateLimiter.attempt([
          { key: `sign-in:ip:${address}`, limit: RATE_LIMITS.signInPerIp },
          { key: fromThisAddress, limit: RATE_LIMITS.signInPerAccountPerAddress },
        ]);
    // Past the wide cap, only an address with no recent failures on this account is let through.
    if (!counts || (!(await rateLimiter.within({ key: `sign-in:account:${input.email}`, limit: RATE_LIMITS.signInPerAccountWide })) && counts[1]! > 1)) {
      throw await rateLimiter.refuse('NetworkError');
    }
  }
  /** A stranger's failure counts against the budget of all strangers' failures. */
  const failed = async (error: AppError): Promise<never> => {
    if (!known) await rateLimiter.within(FAILURES);
    throw error;
  };

  if (!account) return failed(new AppError('EmailNotFound', LOGIN_ERROR_MESSAGES.EmailNotFound));
  if (account.passwordHash === null) {
    const social = await db.selectFrom('oauthAccounts').select('provider').where('userId', '=', account.id).executeTakeFirst();
    return failed(new AppError('NoPasswordSet', social ? MESSAGES.emailUnverifiedSocialSet : LOGIN_ERROR_MESSAGES.NoPasswordSet));
  }
  if (!(await verifyPassword(account.passwordHash, input.password, known ? 'known' : 'stranger', 'NetworkError'))) {
    return failed(new AppError('InvalidUser', LOGIN_ERROR_MESSAGES.InvalidUser));
  }
  // The address (or the owner's device) proved itself: its earlier failures on this account no longer count against it.
  await rateLimiter.clear(known ? [fromThisAddress, knownKey(known, input.email)] : fromThisAddress);
  await rememberDevice(db, meta, account.id);
  signInOrigins.remember(input.email, address);
  const session = await createSession(db, account.id, meta);
  return { userId: account.id, session };
}
