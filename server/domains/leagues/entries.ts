import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { isOpenForRegistration, OPEN_ENTRY_STATES, type EntryState } from '../../../shared/leagues/leagues.ts';
import { divisionContext, leagueAllows, requireLeaguePermission, type DivisionContext } from './league-access.ts';
import { todayUtc } from './dates.ts';
import { leaguePath, notifyTeams } from './notify.ts';
import { removeGameEvents, unplayedGames } from './unplayed-games.ts';

type NotifyDeps = Deps<'db' | 'jobs' | 'env'>;

/** Submissions that complete a division's registration form: sent, paid, or paid in part (a balance the team owes later). */
const COMPLETE_SUBMISSIONS = ['submitted', 'paid', 'balance-due'];

async function requireTeamEntrant(db: Database, userId: string, teamId: string) {
  const team = await db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', M.teamNotFound);
  await requirePermission(db, { userId }, 'enterLeagues', { kind: 'team', teamId }, { message: M.manageTeamToApply });
  return team;
}

/** The division has room for one more approved team (its row locked by the caller, so two approvals cannot both take the last place). */
async function requireRoom(trx: Database, division: DivisionContext): Promise<void> {
  if (division.maxTeams === null) return;
  const { count } = await trx
    .selectFrom('divisionEntries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('divisionId', '=', division.id)
    .where('state', '=', 'approved')
    .executeTakeFirstOrThrow();
  if (Number(count) >= division.maxTeams) throw new AppError('CONFLICT', M.divisionFull);
}

const lockDivision = (trx: Database, divisionId: string) => trx.selectFrom('leagueDivisions').select('id').where('id', '=', divisionId).forUpdate().execute();

/**
 * A team's application to a division, by one of the team's owners or admins, while the season
 * takes registrations. A division with a registration form needs the caller's completed submission
 * of it (its fee is the team's, paid by whoever submits for it). A team declined or withdrawn may
 * apply again; one already applied, invited or approved may not.
 */
export async function applyToDivision(
  db: Database,
  userId: string,
  input: { divisionId: string; teamId: string; submissionId?: string | null },
  now: Date = new Date(),
): Promise<{ entryId: string; state: EntryState }> {
  return db.transaction().execute(async (trx) => {
    const division = await divisionContext(trx, input.divisionId, userId);
    await requireTeamEntrant(trx, userId, input.teamId);
    const season = {
      status: division.seasonStatus,
      startsOn: division.startsOn,
      registrationOpensOn: division.registrationOpensOn,
      registrationClosesOn: division.registrationClosesOn,
    };
    if (!isOpenForRegistration(season, todayUtc(now))) throw new AppError('CONFLICT', M.registrationClosed);
    let submissionId: string | null = null;
    if (division.formId) {
      if (!input.submissionId) throw new AppError('BAD_REQUEST', M.formRequired);
      const submission = await trx
        .selectFrom('formSubmissions')
        .select(['id', 'status'])
        .where('id', '=', input.submissionId)
        .where('formId', '=', division.formId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!submission) throw new AppError('BAD_REQUEST', M.submissionMismatch);
      if (!COMPLETE_SUBMISSIONS.includes(submission.status)) throw new AppError('BAD_REQUEST', M.formRequired);
      submissionId = submission.id;
    }
    await lockDivision(trx, division.id);
    await requireRoom(trx, division);
    return upsertEntry(trx, division.id, input.teamId, 'applied', userId, submissionId);
  });
}

/** A new entry, or a declined or withdrawn one opened again; an open one is refused. */
async function upsertEntry(trx: Database, divisionId: string, teamId: string, state: EntryState, userId: string, submissionId: string | null) {
  const existing = await trx
    .selectFrom('divisionEntries')
    .select(['id', 'state'])
    .where('divisionId', '=', divisionId)
    .where('teamId', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  if (existing && OPEN_ENTRY_STATES.includes(existing.state as EntryState)) throw new AppError('CONFLICT', M.alreadyEntered);
  const values = { state, submissionId, createdBy: userId, decidedBy: null, decidedAt: null, updatedAt: new Date() };
  const row = existing
    ? await trx.updateTable('divisionEntries').set(values).where('id', '=', existing.id).returning(['id', 'state']).executeTakeFirstOrThrow()
    : await trx
        .insertInto('divisionEntries')
        .values({ divisionId, teamId, ...values })
        .returning(['id', 'state'])
        .executeTakeFirstOrThrow();
  return { entryId: row.id, state: row.state as EntryState };
}

/** A league admin invites a team; the team's owners and admins are told and answer with respond. */
export async function inviteToDivision(
  deps: NotifyDeps,
  userId: string,
  input: { divisionId: string; teamId: string },
): Promise<{ entryId: string; state: EntryState }> {
  return deps.db.transaction().execute(async (trx) => {
    const division = await divisionContext(trx, input.divisionId, userId);
    await requireLeaguePermission(trx, userId, division.leagueId, 'approveLeagueEntries');
    const team = await trx.selectFrom('teams').select(['id', 'name']).where('id', '=', input.teamId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!team) throw new AppError('NOT_FOUND', M.teamNotFound);
    await lockDivision(trx, division.id);
    await requireRoom(trx, division);
    const entry = await upsertEntry(trx, division.id, team.id, 'invited', userId, null);
    await notifyTeams({ ...deps, db: trx }, [team.id], 'enterLeagues', {
      type: 'leagueInvitation',
      title: M.invitedTitle,
      message: M.invitedMessage(team.name, `${division.leagueName}: ${division.name}`),
      data: { leagueId: division.leagueId, divisionId: division.id, entryId: entry.entryId, url: leaguePath(division.leagueId) },
    });
    return entry;
  });
}

async function lockedEntry(trx: Database, entryId: string) {
  const entry = await trx
    .selectFrom('divisionEntries as e')
    .innerJoin('teams as t', 't.id', 'e.teamId')
    .select(['e.id', 'e.divisionId', 'e.teamId', 'e.state', 't.name as teamName'])
    .where('e.id', '=', entryId)
    .forUpdate('e')
    .executeTakeFirst();
  if (!entry) throw new AppError('NOT_FOUND', M.entryNotFound);
  return entry;
}

/**
 * A league admin approves or declines an application. Owning the applying team gives no say: only
 * a league role does (the league's club's owners and admins, or its creator).
 */
export async function decideEntry(deps: NotifyDeps, userId: string, entryId: string, approve: boolean): Promise<{ entryId: string; state: EntryState }> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await lockedEntry(trx, entryId);
    const division = await divisionContext(trx, entry.divisionId, userId);
    await requireLeaguePermission(trx, userId, division.leagueId, 'approveLeagueEntries');
    if (entry.state !== 'applied') throw new AppError('CONFLICT', M.notApplied);
    if (approve) {
      await lockDivision(trx, division.id);
      await requireRoom(trx, division);
    }
    const state: EntryState = approve ? 'approved' : 'declined';
    await trx
      .updateTable('divisionEntries')
      .set({ state, decidedBy: userId, decidedAt: new Date(), updatedAt: new Date() })
      .where('id', '=', entry.id)
      .execute();
    await notifyTeams({ ...deps, db: trx }, [entry.teamId], 'enterLeagues', {
      type: 'leagueEntryDecision',
      title: approve ? M.entryApprovedTitle : M.entryDeclinedTitle,
      message: M.entryDecision(entry.teamName, `${division.leagueName}: ${division.name}`, approve),
      data: { leagueId: division.leagueId, divisionId: division.id, entryId: entry.id, url: leaguePath(division.leagueId) },
    });
    return { entryId: entry.id, state };
  });
}

/** The invited team's owners or admins accept (the team is in) or decline the invitation. */
export async function respondToEntry(db: Database, userId: string, entryId: string, accept: boolean): Promise<{ entryId: string; state: EntryState }> {
  return db.transaction().execute(async (trx) => {
    const entry = await lockedEntry(trx, entryId);
    await requirePermission(trx, { userId }, 'enterLeagues', { kind: 'team', teamId: entry.teamId }, { message: M.answerInvitation });
    if (entry.state !== 'invited') throw new AppError('CONFLICT', M.notInvited);
    const division = await divisionContext(trx, entry.divisionId, userId);
    if (accept) {
      await lockDivision(trx, division.id);
      await requireRoom(trx, division);
    }
    const state: EntryState = accept ? 'approved' : 'declined';
    await trx
      .updateTable('divisionEntries')
      .set({ state, decidedBy: userId, decidedAt: new Date(), updatedAt: new Date() })
      .where('id', '=', entry.id)
      .execute();
    return { entryId: entry.id, state };
  });
}

/** The team's owners or admins withdraw it (an application, an invitation or a place); its scheduled games stay for the league to handle. */
export async function withdrawEntry(deps: Deps<'db' | 'jobs' | 'env'>, userId: string, entryId: string): Promise<{ entryId: string; state: EntryState }> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await lockedEntry(trx, entryId);
    await requirePermission(trx, { userId }, 'enterLeagues', { kind: 'team', teamId: entry.teamId }, { message: M.manageTeamToApply });
    if (!OPEN_ENTRY_STATES.includes(entry.state as EntryState)) throw new AppError('CONFLICT', M.cannotWithdraw);
    await trx.updateTable('divisionEntries').set({ state: 'withdrawn', updatedAt: new Date() }).where('id', '=', entry.id).execute();
    if (entry.state === 'approved') await removeUnplayedGames({ ...deps, db: trx }, entry);
    return { entryId: entry.id, state: 'withdrawn' as const };
  });
}

/**
 * A team leaving a division after it was approved: its games there not yet played (scheduled, no
 * score confirmed) go, with their events; games played stay and still count. The other teams'
 * members are told. In the caller's transaction.
 */
async function removeUnplayedGames(deps: Deps<'db' | 'jobs' | 'env'>, entry: { divisionId: string; teamId: string; teamName: string }) {
  const games = await unplayedGames(deps.db, [entry.divisionId], entry.teamId);
  if (games.length === 0) return;
  await removeGameEvents(deps.db, games);
  const others = [...new Set(games.flatMap((game) => [game.homeTeamId, game.awayTeamId]))].filter(
    (teamId): teamId is string => teamId !== null && teamId !== entry.teamId,
  );
  const division = await deps.db
    .selectFrom('leagueDivisions as d')
    .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
    .select(['d.name', 's.leagueId'])
    .where('d.id', '=', entry.divisionId)
    .executeTakeFirstOrThrow();
  await notifyTeams(deps, others, null, {
    type: 'leagueTeamWithdrew',
    title: M.withdrewTitle,
    message: M.withdrewMessage(entry.teamName, division.name, games.length),
    data: { leagueId: division.leagueId, divisionId: entry.divisionId, url: leaguePath(division.leagueId) },
  });
}

/**
 * A division's entries: every state to its league's admins, and to a team's managers their own
 * team's; approved teams to everyone else.
 */
export async function divisionEntries(db: Database, viewerId: string | null, divisionId: string) {
  const division = await divisionContext(db, divisionId, viewerId);
  const manages = await leagueAllows(db, viewerId, division.leagueId, 'approveLeagueEntries');
  const mine = viewerId ? teamIdsAllowing(db, viewerId, 'enterLeagues') : null;
  const rows = await db
    .selectFrom('divisionEntries as e')
    .innerJoin('teams as t', 't.id', 'e.teamId')
    .leftJoin('formSubmissions as s', 's.id', 'e.submissionId')
    .select([
      'e.id',
      'e.divisionId',
      'e.state',
      'e.submissionId',
      's.status as submissionStatus',
      'e.createdAt',
      'e.decidedAt',
      't.id as teamId',
      't.name',
      't.logoUrl',
    ])
    .select((eb) => (mine ? eb('e.teamId', 'in', mine) : eb.val(false)).as('managesTeam'))
    .where('e.divisionId', '=', division.id)
    .where('t.deletedAt', 'is', null)
    .where((eb) => (manages ? eb.val(true) : eb.or([eb('e.state', '=', 'approved'), ...(mine ? [eb('e.teamId', 'in', mine)] : [])])))
    .orderBy('e.createdAt')
    .limit(500)
    .execute();
  return {
    manages,
    entries: rows.map((row) => {
      const seesPrivate = manages || Boolean(row.managesTeam);
      return {
        id: row.id,
        divisionId: row.divisionId,
        team: { id: row.teamId, name: row.name, logoUrl: row.logoUrl },
        state: row.state as EntryState,
        submissionId: seesPrivate ? row.submissionId : null,
        submissionStatus: seesPrivate ? row.submissionStatus : null,
        createdAt: row.createdAt,
        decidedAt: row.decidedAt,
        managesTeam: Boolean(row.managesTeam),
      };
    }),
  };
}

/** The teams the caller may enter (owner or admin of, directly or through a club), each with its entry in the division if any. */
export async function eligibleTeams(db: Database, userId: string, divisionId: string) {
  const division = await divisionContext(db, divisionId, userId);
  const teams = await db
    .selectFrom('teams as t')
    .leftJoin('divisionEntries as e', (join) => join.onRef('e.teamId', '=', 't.id').on('e.divisionId', '=', division.id))
    .select(['t.id', 't.name', 't.logoUrl', 'e.state as entryState'])
    .where('t.id', 'in', teamIdsAllowing(db, userId, 'enterLeagues'))
    .where('t.deletedAt', 'is', null)
    .orderBy('t.name')
    .limit(200)
    .execute();
  return { teams: teams.map((team) => ({ ...team, entryState: (team.entryState as EntryState | null) ?? null })) };
}
