import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { consumeAuthToken, issueAuthToken } from '../auth/auth-tokens.ts';
import { link } from '../auth/services.ts';
import { TOKEN_TTL_MINUTES } from '../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

export async function listAlternateEmails(db: Database, userId: string) {
  const rows = await db
    .selectFrom('userAlternateEmails')
    .select(['id', 'email', 'verifiedAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, verified: row.verifiedAt !== null }));
}

/** A verified e-mail of another account, primary or alternate, cannot be added. */
async function takenByAnother(db: Database, userId: string, email: string): Promise<boolean> {
  const primary = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  if (primary) return true;
  const alternate = await db
    .selectFrom('userAlternateEmails')
    .select('id')
    .where('email', '=', email)
    .where('userId', '!=', userId)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  return Boolean(alternate);
}

/** Adds an unverified alternate and mails it a link; it counts only once the link is followed. */
export async function addAlternateEmail(deps: Deps<'db' | 'jobs' | 'env'>, userId: string, email: string) {
  const { db } = deps;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const own = await db.selectFrom('userAlternateEmails').select('id').where('userId', '=', userId).where('email', '=', email).executeTakeFirst();
  if (email === user.email || own) throw new AppError('CONFLICT', SETTINGS_MESSAGES.emailAlreadyAdded);
  if (await takenByAnother(db, userId, email)) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
  return db.transaction().execute(async (trx) => {
    // Two adds of one address at once: the unique index lets one in, the other hears it is there.
    const row = await trx
      .insertInto('userAlternateEmails')
      .values({ userId, email })
      .onConflict((oc) => oc.columns(['userId', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', SETTINGS_MESSAGES.emailAlreadyAdded);
    const token = await issueAuthToken(trx, userId, 'verify-alternate-email', TOKEN_TTL_MINUTES.verifyNewEmail, email);
    await queueMail(
      { ...deps, db: trx },
      {
        to: email,
        template: 'verify-alternate-email',
        data: { email, actionUrl: link(deps.env.APP_ORIGIN, '/verify-alternate-email', { token }) },
      },
    );
    return { id: row.id };
  });
}

export async function verifyAlternateEmail(db: Database, token: string): Promise<{ email: string }> {
  return db.transaction().execute(async (trx) => {
    const consumed = await consumeAuthToken(trx, token, 'verify-alternate-email');
    if (!consumed?.newEmail) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
    if (await takenByAnother(trx, consumed.userId, consumed.newEmail)) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
    const updated = await trx
      .updateTable('userAlternateEmails')
      .set({ verifiedAt: new Date() })
      .where('userId', '=', consumed.userId)
      .where('email', '=', consumed.newEmail)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('BAD_REQUEST', APP_MESSAGES.invalidLink);
    return { email: consumed.newEmail };
  });
}

export async function removeAlternateEmail(db: Database, userId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('userAlternateEmails').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.alternateEmailNotFound);
}
