import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import type { PrivacySettings } from '../../../shared/settings/privacy-schemas.ts';

export async function getPrivacySettings(db: Database, userId: string): Promise<PrivacySettings> {
  const row = await db
    .selectFrom('users')
    .select([
      'privacyMessagesFromAnyone as messagesFromAnyone',
      'privacyPublicBadges as publicBadges',
      'privacyPublicOnlineStatus as publicOnlineStatus',
      'privacyPublicUpcomingGames as publicUpcomingGames',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function updatePrivacySettings(db: Database, userId: string, settings: PrivacySettings): Promise<PrivacySettings> {
  await db
    .updateTable('users')
    .set({
      privacyMessagesFromAnyone: settings.messagesFromAnyone,
      privacyPublicBadges: settings.publicBadges,
      privacyPublicOnlineStatus: settings.publicOnlineStatus,
      privacyPublicUpcomingGames: settings.publicUpcomingGames,
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .execute();
  // Whoever watches this user's dot re-reads it: the switch may have just hidden or shown it.
  await publish(db, TOPICS.presenceUser(userId), {});
  return settings;
}
