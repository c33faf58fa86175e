import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { LEAGUE_WORDS } from '../../../shared/leagues/leagues.ts';
import type { SeedPlayoffsInput } from '../../../shared/leagues/schemas.ts';
import { standingsOf } from '../games/standings.ts';
import { generatePlayoffBracketIn } from '../games/brackets.ts';
import { divisionContext, requireLeaguePermission, type DivisionContext } from './league-access.ts';
import { tieBreakersOf } from './leagues.ts';
import { placeGeoFields } from '../places/place-geo.ts';

/** The division's standings, every approved team listed played or not (one statement). */
async function standingsFor(db: Database, division: DivisionContext) {
  const tieBreakers = tieBreakersOf(division.tieBreakers);
  const rows = await standingsOf(db, { divisionId: division.id }, tieBreakers, 'division');
  return { divisionName: division.name, tieBreakers, rows };
}

/**
 * A division's standings, in SQL (games/standings.ts, the season groups' query and tie-breakers):
 * only games whose score was confirmed are final, so only they count. Public, like the schedule.
 */
export async function divisionStandings(db: Database, viewerId: string | null, divisionId: string) {
  const division = await divisionContext(db, divisionId, viewerId);
  const standings = await standingsFor(db, division);
  return { ...standings, rows: standings.rows.map(({ externalTeamId: _, ...row }) => row) };
}

/**
 * Playoffs seeded from the standings' top `size` teams with the existing brackets: one playoff
 * event, hosted by the top seed, holds the bracket and its games; the division records it, so the
 * league page shows the bracket to everyone who reads the league. The event, its bracket and the
 * division's record are one transaction, under the division's lock: a division is seeded once.
 */
export async function seedPlayoffs(db: Database, userId: string, input: Required<Omit<SeedPlayoffsInput, 'gameMinutes'>> & { gameMinutes: number }) {
  const division = await divisionContext(db, input.divisionId, userId);
  await requireLeaguePermission(db, userId, division.leagueId);
  if (division.lat === null || division.lng === null) throw new AppError('BAD_REQUEST', M.leagueNeedsCity);
  if (!division.sport) throw new AppError('BAD_REQUEST', M.leagueNeedsSport);
  const { lat, lng, sport } = division;
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('leagueDivisions').select('playoffEventId').where('id', '=', division.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.playoffEventId !== null) throw new AppError('CONFLICT', M.playoffsSeeded);
    const { rows } = await standingsFor(trx, division);
    const seeds = rows.slice(0, input.size).filter((row) => row.teamId !== null);
    if (seeds.length < input.size) throw new AppError('BAD_REQUEST', M.tooFewForPlayoffs);
    const geo = placeGeoFields(lat, lng);
    const event = await trx
      .insertInto('events')
      .values({
        title: `${division.name} ${LEAGUE_WORDS.playoffs}`,
        gameType: sport,
        description: `${division.leagueName}: ${division.seasonName}, ${division.name}`,
        durationMinutes: input.gameMinutes,
        timezone: geo.timezone,
        locationName: input.venue,
        lat,
        lng,
        geohash: geo.geohash,
        hostingTeamId: seeds[0]!.teamId,
        teamName: seeds[0]!.name,
        creatorId: userId,
        startsAt: input.startsAt,
        endsAt: new Date(input.startsAt.getTime() + input.gameMinutes * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { bracketId } = await generatePlayoffBracketIn(trx, userId, {
      eventId: event.id,
      sourceGameId: null,
      format: input.format,
      seeding: { from: 'manual', entrants: seeds.map((row) => ({ kind: 'team' as const, teamId: row.teamId! })) },
      thirdPlace: false,
    });
    await trx.updateTable('leagueDivisions').set({ playoffEventId: event.id }).where('id', '=', division.id).execute();
    return { eventId: event.id, bracketId };
  });
}
