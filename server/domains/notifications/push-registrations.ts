import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLoopbackEndpoint, PUSH_MESSAGES, PUSH_REGISTRATIONS_PER_USER_MAX } from '../../../shared/notifications/push.ts';
import type { PushRegistrationInput } from '../../../shared/notifications/push-schemas.ts';

/** A plain-http endpoint is the local stand-in of development and tests; production talks to real push services only. */
function checkEndpoint(deps: Deps<'env'>, endpoint: string) {
  if (deps.env.isProduction && isLoopbackEndpoint(endpoint)) throw new AppError('BAD_REQUEST', PUSH_MESSAGES.invalidEndpoint);
}

/**
 * POST: this browser's subscription, for the signed-in user. An endpoint is one browser, so one
 * that another user registered (the same browser, signed in as someone else now) moves to this
 * user: pushes follow whoever is signed in there. A user's oldest registrations beyond the cap
 * go, so nobody fills the table.
 */
export async function registerPush(deps: Deps<'db' | 'env' | 'clock'>, userId: string, input: PushRegistrationInput): Promise<void> {
  checkEndpoint(deps, input.endpoint);
  const now = deps.clock.now();
  const row = { userId, p256dh: input.p256dh, auth: input.auth, applicationPubKey: input.applicationPubKey ?? null, updatedAt: now };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pushRegistrations')
      .values({ ...row, endpoint: input.endpoint, createdAt: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
    await trx
      .deleteFrom('pushRegistrations')
      .where('userId', '=', userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('pushRegistrations')
          .select('id')
          .where('userId', '=', userId)
          .orderBy('updatedAt', 'desc')
          .orderBy('id')
          .limit(PUSH_REGISTRATIONS_PER_USER_MAX),
      )
      .execute();
  });
}

/**
 * PATCH: the periodic refresh (spec: push token refresh after 7 days) of a registration this
 * user holds: new keys, if the browser rotated them, and a fresh updated time. Another user's
 * endpoint is not found: only POST, from the browser itself, moves one.
 */
export async function updatePush(deps: Deps<'db' | 'env' | 'clock'>, userId: string, input: PushRegistrationInput): Promise<void> {
  checkEndpoint(deps, input.endpoint);
  const updated = await deps.db
    .updateTable('pushRegistrations')
    .set({ p256dh: input.p256dh, auth: input.auth, applicationPubKey: input.applicationPubKey ?? null, updatedAt: deps.clock.now() })
    .where('endpoint', '=', input.endpoint)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', PUSH_MESSAGES.registrationNotFound);
}

/** DELETE: this browser stops receiving this user's pushes (sign-out). Another user's endpoint is not found. */
export async function unregisterPush(deps: Deps<'db'>, userId: string, endpoint: string): Promise<void> {
  const deleted = await deps.db.deleteFrom('pushRegistrations').where('endpoint', '=', endpoint).where('userId', '=', userId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new AppError('NOT_FOUND', PUSH_MESSAGES.registrationNotFound);
}

/** Whether a user has any browser to push to: without one, notifyUser queues nothing. */
export async function hasPushRegistration(db: Deps<'db'>['db'], userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pushRegistrations')
    .select(sql<number>`1`.as('one'))
    .where('userId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
