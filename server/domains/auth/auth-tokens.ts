import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'verify-new-email' | 'verify-alternate-email';

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueAuthToken(
  trx: Kysely<DB>,
  userId: string,
  purpose: TokenPurpose,
  ttlMinutes: number,
  newEmail: string | null = null,
): Promise<string> {
  await trx.deleteFrom('authTokens').where('userId', '=', userId).where('purpose', '=', purpose).execute();
  const token = generateToken();
  await trx
    .insertInto('authTokens')
    .values({ id: hashToken(token), userId, purpose, newEmail, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) })
    .execute();
  return token;
}

/** Whether the token is valid now, without using it up: checked before any costly work it would unlock. */
export async function isUsableAuthToken(db: Kysely<DB>, token: string, purpose: TokenPurpose): Promise<boolean> {
  const row = await db
    .selectFrom('authTokens')
    .select('userId')
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Boolean(row);
}

/** Deletes and returns the token if it is valid; a second use finds nothing. */
export async function consumeAuthToken(trx: Kysely<DB>, token: string, purpose: TokenPurpose) {
  return trx
    .deleteFrom('authTokens')
    .where('id', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'newEmail'])
    .executeTakeFirst();
}
