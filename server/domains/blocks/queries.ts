import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * True when `userColumn` has blocked `viewerId`: the blocked user must not see or find the
 * blocker. Use it in every query that lists or shows other users.
 */
export function hasBlockedViewer(userColumn: string, viewerId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from user_blocks ub where ub.blocker_id = ${sql.ref(userColumn)} and ub.blocked_id = ${viewerId})`;
}

/** True when either user has blocked the other (messaging refuses both ways). */
export function blockedEitherWay(userColumn: string, viewerId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from user_blocks ub where (ub.blocker_id = ${sql.ref(userColumn)} and ub.blocked_id = ${viewerId}) or (ub.blocker_id = ${viewerId} and ub.blocked_id = ${sql.ref(userColumn)}))`;
}

/**
 * True when `viewerColumn`'s user has blocked `senderColumn`'s: a group member neither sees nor
 * counts as unread the messages of someone they blocked (both are columns: the viewer is a row).
 */
export function viewerBlockedSender(viewerColumn: string, senderColumn: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from user_blocks ub where ub.blocker_id = ${sql.ref(viewerColumn)} and ub.blocked_id = ${sql.ref(senderColumn)})`;
}
