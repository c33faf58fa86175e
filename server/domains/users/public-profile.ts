import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { hasBlockedViewer } from '../blocks/queries.ts';
import { earnedBadges } from './badges.ts';
import { upcomingGames } from './upcoming-games.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

/**
 * Another user's profile as the viewer may see it. A user who blocked the viewer does not exist
 * for them: the same 'User not found' as for an unknown id, so the block is not revealed.
 * Badges and upcoming games are in the answer only when their switches ("Show my badges
 * publicly", "Show my upcoming events") are on, or for the owner, who always sees their own:
 * switched off, the fields are absent, not empty, and never computed.
 */
export async function getPublicProfile(db: Database, viewerId: string | null, userId: string) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'displayName',
      'fullName',
      'photoUrl',
      'defaultCityName',
      'bio',
      'pronoun',
      'createdAt',
      'privacyPublicBadges',
      'privacyPublicUpcomingGames',
    ])
    .where('id', '=', userId);
  if (viewerId) query = query.where((eb) => eb.not(hasBlockedViewer('users.id', viewerId)));
  const user = await query.executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const isSelf = viewerId === userId;
  const [sports, badges, upcoming] = await Promise.all([
    db.selectFrom('userSports').select('sport').where('userId', '=', userId).where('enabled', '=', true).orderBy('sport').execute(),
    isSelf || user.privacyPublicBadges ? earnedBadges(db, userId) : undefined,
    isSelf || user.privacyPublicUpcomingGames ? upcomingGames(db, viewerId, userId) : undefined,
  ]);
  return {
    id: user.id,
    displayName: user.displayName ?? user.fullName ?? 'Unnamed Player',
    photoUrl: user.photoUrl,
    city: user.defaultCityName,
    bio: user.bio,
    pronoun: user.pronoun && user.pronoun !== 'None' && user.pronoun !== 'Unspecified' ? user.pronoun : null,
    memberSince: user.createdAt,
    sports: sports.map((s) => s.sport),
    isSelf,
    ...(badges ? { badges } : {}),
    ...(upcoming ? { upcomingGames: upcoming } : {}),
  };
}
