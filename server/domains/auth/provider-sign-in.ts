import { createSession } from '../../auth/session.ts';
import { rememberDevice } from '../../auth/trusted-devices.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import type { RequestMeta } from './services.ts';
import { claimAddressInvitations } from './claim-invitations.ts';

export interface ProviderUser {
  provider: 'google';
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/**
 * Signs in with a provider identity: an already linked account, else the account with the same
 * (provider-verified) e-mail, else a new account. An unverified provider e-mail never takes over
 * an existing account.
 */
export async function signInWithProvider(db: Database, identity: ProviderUser, meta: RequestMeta) {
  if (!identity.email) throw new AppError('Unknown', MESSAGES.noProviderUser);
  const email = identity.email.trim().toLowerCase();
  const userId = await db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauthAccounts')
      .select('userId')
      .where('provider', '=', identity.provider)
      .where('providerUserId', '=', identity.providerUserId)
      .executeTakeFirst();
    if (linked) return linked.userId;
    const existing = await trx.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();
    let id: string;
    if (existing) {
      if (!identity.emailVerified) throw new AppError('CONFLICT', APP_MESSAGES.emailInUse);
      id = existing.id;
      await trx.updateTable('users').set({ emailVerified: true, updatedAt: new Date() }).where('id', '=', id).execute();
    } else {
      const created = await trx
        .insertInto('users')
        .values({
          email,
          emailVerified: identity.emailVerified,
          fullName: identity.name?.slice(0, 300) ?? null,
          photoUrl: identity.picture,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    }
    await trx.insertInto('oauthAccounts').values({ provider: identity.provider, providerUserId: identity.providerUserId, userId: id }).execute();
    if (identity.emailVerified) await claimAddressInvitations(trx, id, email);
    return id;
  });
  await rememberDevice(db, meta, userId);
  const session = await createSession(db, userId, meta);
  return { userId, session };
}
