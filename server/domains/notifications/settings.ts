import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { NOTIFICATION_KEYS, teamNotificationKeys, type NotificationChannel } from '../../../shared/settings/settings.ts';
import type { NotificationSettings } from '../../../shared/notifications/schemas.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications/messages.ts';

/** What the jsonb column may hold: older rows or other writers may leave a key or channel out. */
export type StoredNotificationSettings = Record<string, Partial<Record<NotificationChannel, boolean>> | undefined>;

export function defaultNotificationSettings(teamIds: string[]): NotificationSettings {
  const keys = [...NOTIFICATION_KEYS.map((entry) => entry.key as string), ...teamIds.flatMap((teamId) => teamNotificationKeys(teamId))];
  return Object.fromEntries(keys.map((key) => [key, { email: true, push: true }]));
}

/** The spec says every switch defaults to on, so only an explicit false turns a channel off. */
export function isChannelEnabled(settings: StoredNotificationSettings, key: string, channel: NotificationChannel): boolean {
  return settings[key]?.[channel] !== false;
}

/**
 * Selects the stored settings as text. Read as jsonb, the CamelCasePlugin would rewrite the keys
 * inside it ('teamDiscussion_<id>' loses its underscore), so parse with parseStoredSettings instead.
 */
export const storedSettingsJson = () => sql<string>`users.notification_settings::text`.as('notificationSettingsJson');

export function parseStoredSettings(json: string): StoredNotificationSettings {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as StoredNotificationSettings) : {};
}

async function teamIdsOf(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('teamMembers').select('teamId').where('userId', '=', userId).orderBy('createdAt').execute();
  return rows.map((row) => row.teamId);
}

/**
 * The user's switches for every key that applies to them now. Keys of teams they have left stay
 * stored (harmless, and back if they rejoin) but are not shown.
 */
export async function readNotificationSettings(db: Kysely<DB>, userId: string): Promise<NotificationSettings> {
  const [user, teamIds] = await Promise.all([
    db.selectFrom('users').select(storedSettingsJson()).where('id', '=', userId).executeTakeFirst(),
    teamIdsOf(db, userId),
  ]);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const stored = parseStoredSettings(user.notificationSettingsJson);
  const defaults = defaultNotificationSettings(teamIds);
  return Object.fromEntries(
    Object.keys(defaults).map((key) => [key, { email: isChannelEnabled(stored, key, 'email'), push: isChannelEnabled(stored, key, 'push') }]),
  );
}

/**
 * Merges the given keys into the stored settings, leaving the others as they were. A key must be
 * a spec key or belong to one of the user's own teams, so nobody can plant settings for a team
 * they are not in.
 */
export async function saveNotificationSettings(db: Kysely<DB>, userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
  const known = new Set(Object.keys(defaultNotificationSettings(await teamIdsOf(db, userId))));
  const unknown = Object.keys(settings).filter((key) => !known.has(key));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.unknownSetting(unknown));
  const clean = Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, { email: value.email, push: value.push }]));
  // Merged in SQL so that two tabs saving different keys at once do not overwrite each other.
  await db
    .updateTable('users')
    .set({ notificationSettings: sql`notification_settings || ${JSON.stringify(clean)}::jsonb`, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return readNotificationSettings(db, userId);
}
