import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { standingsOf } from '../games/standings.ts';
import { TIE_BREAKERS, type TieBreaker } from '../../../shared/games/games.ts';
import type { SiteLiveData } from '../../../shared/sites/live.ts';

const LIVE_LIMITS = { schedule: 20, roster: 100, results: 10, groups: 4, registrations: 20 } as const;

/**
 * The live blocks' data for a team's or club's site, as a visitor may see it: public events only
 * (never a private event or a private team's), members who chose to be listed on its websites,
 * decided games and the season tables they count in, published public forms.
 */
export async function siteLiveData(db: Database, owner: { teamId: string | null; organizationId: string | null }, now: Date): Promise<SiteLiveData> {
  const teamIds = owner.teamId
    ? [owner.teamId]
    : (
        await db
          .selectFrom('teams')
          .select('id')
          .where('organizationId', '=', owner.organizationId!)
          .where('deletedAt', 'is', null)
          .where('privacy', '!=', 'private')
          .limit(200)
          .execute()
      ).map((row) => row.id);
  const head = owner.teamId
    ? await db.selectFrom('teams').select(['name', 'cityName', 'lat', 'lng']).where('id', '=', owner.teamId).executeTakeFirst()
    : await db.selectFrom('organizations').select(['name', 'cityName', 'lat', 'lng']).where('id', '=', owner.organizationId!).executeTakeFirst();
  const base: SiteLiveData = {
    ownerName: head?.name ?? '',
    cityName: head?.cityName ?? null,
    location: head?.lat != null && head?.lng != null ? { lat: head.lat, lng: head.lng } : null,
    schedule: [],
    roster: [],
    standings: [],
    results: [],
    registrations: [],
  };
  if (!teamIds.length) return base;

  const [schedule, roster, results, registrations] = await Promise.all([
    db
      .selectFrom('events as e')
      .innerJoin('teams as t', 't.id', 'e.hostingTeamId')
      .leftJoin('externalTeams as opponent', 'opponent.id', 'e.opponentId')
      .select(['e.id', 'e.title', 'e.startsAt', 'e.timezone', 'e.locationName', 'opponent.name as opponentName'])
      .where('e.hostingTeamId', 'in', teamIds)
      .where('e.isPrivate', '=', false)
      .where('t.privacy', '!=', 'private')
      .where('e.cancelled', '=', false)
      .where('e.startsAt', '>', now)
      .orderBy('e.startsAt')
      .orderBy('e.id')
      .limit(LIVE_LIMITS.schedule)
      .execute(),
    owner.teamId
      ? db
          .selectFrom('teamMembers as tm')
          .innerJoin('users as u', 'u.id', 'tm.userId')
          .select([sql<string>`coalesce(nullif(u.display_name, ''), u.full_name, '')`.as('name'), 'tm.role'])
          .where('tm.teamId', '=', owner.teamId)
          .where('tm.state', '=', 'active')
          .where('tm.showOnWebsite', '=', true)
          .orderBy(sql`coalesce(nullif(u.display_name, ''), u.full_name, '')`)
          .limit(LIVE_LIMITS.roster)
          .execute()
      : [],
    db
      .selectFrom('games as g')
      .innerJoin('events as e', 'e.id', 'g.eventId')
      .select(['g.id', 'g.startsAt', 'g.homeName', 'g.awayName', 'g.homeScore', 'g.awayScore', 'g.status', 'g.seasonGroupId', 'g.updatedAt'])
      .where('e.isPrivate', '=', false)
      .where('g.status', 'in', ['final', 'forfeited', 'live'])
      .where((eb) => eb.or([eb('e.hostingTeamId', 'in', teamIds), eb('g.homeTeamId', 'in', teamIds), eb('g.awayTeamId', 'in', teamIds)]))
      .orderBy('g.updatedAt', 'desc')
      .limit(LIVE_LIMITS.results)
      .execute(),
    db
      .selectFrom('forms as f')
      .select(['f.id', 'f.title'])
      .where('f.teamId', 'in', teamIds)
      .where('f.status', '=', 'published')
      .where('f.access', '=', 'public')
      .orderBy('f.title')
      .orderBy('f.id')
      .limit(LIVE_LIMITS.registrations)
      .execute(),
  ]);

  const groupIds = [...new Set(results.flatMap((game) => (game.seasonGroupId ? [game.seasonGroupId] : [])))].slice(0, LIVE_LIMITS.groups);
  const groups = groupIds.length
    ? await db.selectFrom('seasonGroups').select(['id', 'name', 'tieBreakers']).where('id', 'in', groupIds).orderBy('name').execute()
    : [];
  const standings = await Promise.all(
    groups.map(async (group) => {
      const tieBreakers = ((group.tieBreakers as TieBreaker[]) ?? []).filter((breaker) => TIE_BREAKERS.includes(breaker));
      const rows = await standingsOf(db, { seasonGroupId: group.id }, tieBreakers, []);
      return {
        name: group.name,
        rows: rows.map((row) => ({ name: row.name, played: row.played, wins: row.wins, losses: row.losses, ties: row.ties, points: row.points })),
      };
    }),
  );

  return {
    ...base,
    schedule: schedule.map((event) => ({ ...event, startsAt: new Date(event.startsAt).toISOString() })),
    roster: roster.map((member) => ({ name: member.name, role: member.role })),
    standings,
    results: results.map((game) => ({
      id: game.id,
      startsAt: game.startsAt ? new Date(game.startsAt).toISOString() : null,
      homeName: game.homeName,
      awayName: game.awayName,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      status: game.status,
    })),
    registrations: registrations.map((form) => ({ id: form.id, title: form.title, path: `/form/${form.id}` })),
  };
}
