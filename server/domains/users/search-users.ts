import type { Database } from '../../db/database.ts';
import { hasBlockedViewer } from '../blocks/queries.ts';
import { isUuid } from '../../../shared/common/uuid.ts';

export interface FoundUser {
  id: string;
  displayName: string | null;
  photoUrl: string | null;
  /** Only when the search was by e-mail: the searcher already knows it. */
  email: string | null;
}

/**
 * The user search of spec section 5: input with '@' is an e-mail (primary or verified alternate),
 * anything else a user id. Users who blocked the viewer are never found.
 */
export async function searchUsers(db: Database, viewerId: string, query: string): Promise<FoundUser[]> {
  const term = query.trim().toLowerCase();
  const byEmail = term.includes('@');
  if (!byEmail && !isUuid(term)) return [];
  let select = db
    .selectFrom('users')
    .select(['users.id', 'users.displayName', 'users.fullName', 'users.photoUrl', 'users.email'])
    .where('users.id', '!=', viewerId)
    .where((eb) => eb.not(hasBlockedViewer('users.id', viewerId)));
  select = byEmail
    ? select.where((eb) =>
        eb.or([
          eb('users.email', '=', term),
          eb.exists(
            eb
              .selectFrom('userAlternateEmails as alt')
              .select('alt.id')
              .whereRef('alt.userId', '=', 'users.id')
              .where('alt.email', '=', term)
              .where('alt.verifiedAt', 'is not', null),
          ),
        ]),
      )
    : select.where('users.id', '=', term);
  const rows = await select.limit(5).execute();
  return rows.map((row) => ({
    id: row.id,
    displayName: row.displayName ?? row.fullName,
    photoUrl: row.photoUrl,
    email: byEmail ? term : null,
  }));
}
