import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { rateLimitAddress } from './client-address.ts';
import type { SessionCookieJar } from './cookies.ts';
import { generateToken, hashToken } from './tokens.ts';
import { DEVICE_COOKIE } from '../../shared/common/constants.ts';

/**
 * Budgets that protect an account (wrong sign-ins, reset mails) must not be spendable by strangers
 * against it. A request is "known" to an account when it comes from a browser the account signed
 * in from (the device cookie) or from the address of its last sign-in; such requests count against
 * budgets of their own, so a flood from elsewhere never locks the owner out of their own account.
 */
export interface RequestOrigin {
  cookies: Pick<SessionCookieJar, 'readDevice' | 'setDevice'>;
  ip: string;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** The device cookie's token when it has the shape we issue; anything else is no device. */
function deviceToken(origin: RequestOrigin): string | null {
  const token = origin.cookies.readDevice();
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** Whether the request carries a device cookie of the shape we issue (which account it belongs to is the lookup's question). */
export function hasDeviceCookie(origin: RequestOrigin): boolean {
  return deviceToken(origin) !== null;
}

/** The account a sign-in e-mail names: its primary address, or a verified alternate one. */
function accountByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb('users.email', '=', email),
        eb('users.id', '=', eb.selectFrom('userAlternateEmails').select('userId').where('email', '=', email).where('verifiedAt', 'is not', null)),
      ]),
    );
}

/** The account a sign-in names, with what tells its owner's requests from strangers'. */
export interface SignInAccount {
  id: string;
  passwordHash: string | null;
  lastSignInAddress: string | null;
  /** This request carries a device cookie the account signed in with. */
  knownDevice: boolean;
}

/** The account behind `email` (primary or verified alternate), looked up with the request's device in one query. */
export async function findSignInAccount(db: Database, origin: RequestOrigin, email: string): Promise<SignInAccount | null> {
  const token = deviceToken(origin);
  const account = await accountByEmail(db, email)
    .select((eb) => [
      'users.id',
      'users.passwordHash',
      'users.lastSignInAddress',
      token
        ? eb
            .exists(
              eb
                .selectFrom('trustedDevices')
                .select('trustedDevices.userId')
                .whereRef('trustedDevices.userId', '=', 'users.id')
                .where('trustedDevices.tokenHash', '=', hashToken(token)),
            )
            .as('knownDevice')
        : sql<boolean>`false`.as('knownDevice'),
    ])
    .executeTakeFirst();
  return account ? { ...account, knownDevice: Boolean(account.knownDevice) } : null;
}

/** How this request is known to the account: 'device' (keyed by the device), 'address', or null for a stranger. */
export function knownOrigin(account: SignInAccount | null, origin: RequestOrigin): { by: 'device' | 'address'; key: string } | null {
  if (!account) return null;
  const token = deviceToken(origin);
  if (account.knownDevice && token) return { by: 'device', key: hashToken(token).slice(0, 32) };
  const address = rateLimitAddress(origin.ip);
  if (account.lastSignInAddress === address) return { by: 'address', key: address };
  return null;
}

/** How this request is known to the account behind `email` (see knownOrigin); null also when no such account exists. */
export async function knownTo(db: Database, origin: RequestOrigin, email: string): Promise<{ by: 'device' | 'address'; key: string } | null> {
  return knownOrigin(await findSignInAccount(db, origin, email), origin);
}

/**
 * After a successful sign-in: this browser becomes a known device of the account (a device cookie
 * is set when it has none; one cookie serves every account signed in on the browser), and this
 * address its last sign-in address.
 */
export async function rememberDevice(db: Database, origin: RequestOrigin, userId: string): Promise<void> {
  let token = deviceToken(origin);
  if (!token) {
    token = generateToken();
    origin.cookies.setDevice(token);
  }
  // One statement: the sign-in it follows waits on it.
  await db
    .with('device', (qb) =>
      qb
        .insertInto('trustedDevices')
        .values({ tokenHash: hashToken(token), userId })
        .onConflict((oc) => oc.columns(['tokenHash', 'userId']).doUpdateSet({ lastUsedAt: sql`now()` })),
    )
    .updateTable('users')
    .set({ lastSignInAddress: rateLimitAddress(origin.ip) })
    .where('id', '=', userId)
    .execute();
}

/** Devices unused for as long as their cookie lives are forgotten (the hourly prune). */
export async function pruneTrustedDevices(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('trustedDevices')
    .where('lastUsedAt', '<', sql<Date>`now() - make_interval(days => ${DEVICE_COOKIE.maxAgeDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
