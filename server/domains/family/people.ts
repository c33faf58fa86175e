import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { FamilyRelation } from '../../../shared/family/schemas.ts';

/** The name a family list or notice shows for an app user. */
export function nameOf(user: { displayName: string | null; fullName: string | null; email: string }): string {
  return user.displayName ?? user.fullName ?? user.email.split('@')[0]!;
}

export async function findUser(db: Kysely<DB>, userId: string) {
  return db.selectFrom('users').select(['id', 'displayName', 'fullName', 'email', 'photoUrl']).where('id', '=', userId).executeTakeFirst();
}

/** The recipient's "familyRequest" notifications about one connection. */
export function isRequestNotificationFor(recipientId: string, connectionId: string): Expression<SqlBool> {
  return sql<SqlBool>`notifications.user_id = ${recipientId} and notifications.type = 'familyRequest' and notifications.data->>'connectionId' = ${connectionId}`;
}

export const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The recipient's request notification. `data` is the spec's request payload: relation is the one
 * the requester picked (what the recipient is to them); familyMemberId is the family member asked,
 * here an app user.
 */
export function familyRequestNotice(requester: { id: string; name: string }, recipientId: string, relation: FamilyRelation, connectionId: string) {
  return {
    type: 'familyRequest',
    title: 'Family connection request',
    message: `${requester.name} added you as their ${relation}.`,
    data: { requesterId: requester.id, requesterName: requester.name, relation, familyMemberId: recipientId, connectionId },
  };
}
