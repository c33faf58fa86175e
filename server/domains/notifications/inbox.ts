import { isCalendarDate } from '../../../shared/common/text.ts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { AppError } from '../../errors/app-error.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications/messages.ts';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationListInput } from '../../../shared/notifications/inbox-schemas.ts';

const NOTIFICATION_NOT_FOUND = NOTIFICATION_MESSAGES.notFound;

export interface InboxNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  imageUrl: string | null;
  read: boolean;
  createdAt: Date;
  /** For a family request: the connection it asks about, while it still exists. */
  familyRequest: { connectionId: string; status: 'pending' | 'accepted' } | null;
}

// The cursor carries created_at as Postgres prints it: a JS Date would drop the microseconds and
// skip or repeat notifications made in the same millisecond. Both halves are matched exactly (a
// timestamp as Postgres prints it, a uuid), so a forged cursor is a 400, never a cast error.
const CURSOR = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
function cursorTimeIsReal(text: string): boolean {
  const [hours, minutes, seconds] = text.slice(11, 19).split(':').map(Number);
  return isCalendarDate(text.slice(0, 10)) && hours! < 24 && minutes! < 60 && seconds! < 60;
}

/**
 * A team notice names the team as it is called now, not as it was called when sent: the name at
 * sending is kept in data.teamName, and a renamed team's new name takes its place at read time.
 */
function withCurrentTeamName(title: string, data: unknown, currentName: string | null): string {
  const sentName = (data as { teamName?: unknown } | null)?.teamName;
  if (typeof sentName !== 'string' || !sentName || !currentName || sentName === currentName) return title;
  return title.split(sentName).join(currentName);
}

/** The user's notifications, newest first, a page at a time. */
export async function listNotifications(
  db: Database,
  userId: string,
  input: NotificationListInput = {},
): Promise<{ items: InboxNotification[]; nextCursor: string | null }> {
  const limit = input.limit ?? NOTIFICATIONS_PAGE_SIZE;
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('familyConnections as fc', (join) =>
      join.on(sql<boolean>`n.type = 'familyRequest' and fc.recipient_id = n.user_id and fc.id::text = n.data->>'connectionId'`),
    )
    .leftJoin('teams as t', (join) => join.on(sql<boolean>`t.id::text = n.data->>'teamId'`))
    .select([
      'n.id',
      'n.type',
      'n.title',
      'n.message',
      'n.data',
      'n.imageUrl',
      'n.read',
      'n.createdAt',
      'fc.id as connectionId',
      'fc.status as connectionStatus',
      't.name as currentTeamName',
    ])
    .select(sql<string>`n.created_at::text`.as('createdAtText'))
    .where('n.userId', '=', userId);
  if (input.cursor) {
    const match = CURSOR.exec(input.cursor);
    if (!match || !cursorTimeIsReal(match[1]!)) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.invalidCursor);
    query = query.where(sql<boolean>`(n.created_at, n.id) < (${match[1]}::timestamptz, ${match[2]}::uuid)`);
  }
  const rows = await query
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      type: row.type,
      title: withCurrentTeamName(row.title, row.data, row.currentTeamName),
      message: row.message,
      data: (row.data ?? {}) as Record<string, unknown>,
      imageUrl: row.imageUrl,
      read: row.read,
      createdAt: row.createdAt,
      familyRequest: row.connectionId ? { connectionId: row.connectionId, status: row.connectionStatus as 'pending' | 'accepted' } : null,
    })),
    nextCursor: rows.length > limit && last ? `${last.createdAtText}|${last.id}` : null,
  };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the user's notifications read; someone else's is not found. */
export async function markNotificationRead(db: Database, userId: string, notificationId: string): Promise<void> {
  const updated = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('id', '=', notificationId)
    .where('userId', '=', userId)
    .where('read', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (updated) return publish(db, TOPICS.notifications(userId), {});
  const exists = await db.selectFrom('notifications').select('id').where('id', '=', notificationId).where('userId', '=', userId).executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
}

/** Marks the notifications the user was shown read; ids that are not theirs are left alone. */
export async function markNotificationsRead(db: Database, userId: string, notificationIds: string[]): Promise<{ updated: number }> {
  const result = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('userId', '=', userId)
    .where('id', 'in', notificationIds)
    .where('read', '=', false)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated > 0) await publish(db, TOPICS.notifications(userId), {});
  return { updated };
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<{ updated: number }> {
  const result = await db.updateTable('notifications').set({ read: true }).where('userId', '=', userId).where('read', '=', false).executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated > 0) await publish(db, TOPICS.notifications(userId), {});
  return { updated };
}

/** Deletes one of the user's notifications; someone else's is not found. */
export async function deleteNotification(db: Database, userId: string, notificationId: string): Promise<void> {
  const deleted = await db.deleteFrom('notifications').where('id', '=', notificationId).where('userId', '=', userId).returning('read').executeTakeFirst();
  if (!deleted) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  if (!deleted.read) await publish(db, TOPICS.notifications(userId), {});
}
