import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import type { RegistrationStatus } from '../../../shared/seasons/seasons.ts';
import type { FORM_GRANTED_ROLES } from '../../../shared/forms/schemas.ts';
import { liveRegistration, placeRegistration, type SeasonPlayer } from '../seasons/registrations.ts';
import { requireRosterRoom } from '../teams/roster-room.ts';
import { requireFormManager } from './form-access.ts';
import { formDivisions, replaceFormDivisions } from './form-divisions.ts';
import { requireChargeable } from '../events/charge-readiness.ts';
import type { Deps } from '../../deps.ts';
import type { FormDivisionInput } from '../../../shared/forms/schemas.ts';

type GrantedRole = (typeof FORM_GRANTED_ROLES)[number];

/**
 * Which season (and group) a team's form registers its submitters for, and the role it gives them
 * on the roster. A season with groups needs a group: a registration always lands in one.
 */
export async function setFormRegistration(
  deps: Deps<'db' | 'stripe'>,
  userId: string,
  input: { formId: string; seasonId: string | null; groupId: string | null; grantsRole: GrantedRole; divisions?: FormDivisionInput[] },
): Promise<void> {
  const divisions = input.divisions ?? [];
  await deps.db.transaction().execute(async (trx) => {
    const form = await requireFormManager(trx, input.formId, userId, true);
    if (input.seasonId === null) {
      await replaceFormDivisions(trx, form.id, null, []);
      await trx.updateTable('forms').set({ seasonId: null, seasonGroupId: null, grantsRole: null, updatedAt: new Date() }).where('id', '=', form.id).execute();
      return;
    }
    if (!form.teamId) throw new AppError('BAD_REQUEST', FORM_MESSAGES.registrationNeedsTeam);
    const season = await trx.selectFrom('seasons').select(['id', 'teamId']).where('id', '=', input.seasonId).executeTakeFirst();
    if (!season || season.teamId !== form.teamId) throw new AppError('BAD_REQUEST', FORM_MESSAGES.seasonNotOfTeam);
    const groups = await trx.selectFrom('seasonGroups').select('id').where('seasonId', '=', season.id).execute();
    if (input.groupId && !groups.some((group) => group.id === input.groupId)) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.groupNotFound);
    // Divisions replace the one group: the player picks among them.
    if (!input.groupId && groups.length > 0 && divisions.length === 0) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.pickGroup);
    // A priced division is offered only by an organiser who can be paid, as a priced form is published.
    await requireChargeable({ db: trx, stripe: deps.stripe }, form.ownerId, Math.max(0, ...divisions.map((division) => division.priceCents)));
    await replaceFormDivisions(trx, form.id, season.id, divisions);
    await trx
      .updateTable('forms')
      .set({ seasonId: season.id, seasonGroupId: divisions.length > 0 ? null : input.groupId, grantsRole: input.grantsRole, updatedAt: new Date() })
      .where('id', '=', form.id)
      .execute();
  });
}

/** The form's registration settings with the team's seasons and groups to choose from, for the builder. */
export async function formRegistrationOptions(db: Database, userId: string, formId: string) {
  const form = await requireFormManager(db, formId, userId);
  const settings = await db.selectFrom('forms').select(['seasonId', 'seasonGroupId', 'grantsRole']).where('id', '=', formId).executeTakeFirstOrThrow();
  const seasons = form.teamId
    ? await db
        .selectFrom('seasons')
        .select(['id', 'label', 'status'])
        .where('teamId', '=', form.teamId)
        .where('status', '!=', 'archived')
        .orderBy('startsOn', 'desc')
        .limit(50)
        .execute()
    : [];
  const groups = seasons.length
    ? await db
        .selectFrom('seasonGroups')
        .select(['id', 'seasonId', 'name'])
        .where(
          'seasonId',
          'in',
          seasons.map((season) => season.id),
        )
        .orderBy('name')
        .execute()
    : [];
  return {
    teamForm: Boolean(form.teamId),
    seasonId: settings.seasonId,
    groupId: settings.seasonGroupId,
    grantsRole: (settings.grantsRole ?? 'player') as GrantedRole,
    divisions: (await formDivisions(db, formId)).map(({ id, priceCents, capacity }) => ({ groupId: id, priceCents, capacity })),
    seasons: seasons.map((season) => ({ ...season, groups: groups.filter((group) => group.seasonId === season.id).map(({ id, name }) => ({ id, name })) })),
  };
}

/** Whether submitting would add a newcomer to a full roster (the team's plan); asked before anyone pays. */
export async function requireRosterRoomFor(trx: Database, formId: string, userId: string, familyMemberId: string | null): Promise<void> {
  const form = await trx.selectFrom('forms').select(['teamId', 'seasonId']).where('id', '=', formId).executeTakeFirstOrThrow();
  if (!form.seasonId || !form.teamId) return;
  const member = await trx.selectFrom('teamMembers').select('role').where('teamId', '=', form.teamId).where('userId', '=', userId).executeTakeFirst();
  const dependent = familyMemberId
    ? await trx
        .selectFrom('teamDependents')
        .select('familyMemberId')
        .where('teamId', '=', form.teamId)
        .where('familyMemberId', '=', familyMemberId)
        .executeTakeFirst()
    : { familyMemberId };
  const adding = (member ? 0 : 1) + (dependent ? 0 : 1);
  if (adding > 0) await requireRosterRoom(trx, form.teamId, adding);
}

/**
 * A complete registration (answered, and paid as far as its plan asks now) takes its place: the
 * player goes on the team's roster with the form's role (a child as the parent's dependent, the
 * parent as a parent), then into the season, or onto the group's waitlist when it is full. A
 * player already registered for the season keeps that registration. Returns null when the form
 * registers nobody. Runs in the caller's transaction, under the season row's lock.
 */
export async function completeFormRegistration(
  trx: Database,
  submission: { id: string; formId: string; userId: string; familyMemberId: string | null },
): Promise<{ registrationId: string; status: RegistrationStatus } | null> {
  const form = await trx
    .selectFrom('forms')
    .select(['teamId', 'seasonId', 'seasonGroupId', 'grantsRole'])
    .where('id', '=', submission.formId)
    .executeTakeFirstOrThrow();
  if (!form.seasonId || !form.teamId) return null;
  const season = await trx.selectFrom('seasons').select(['id', 'teamId']).where('id', '=', form.seasonId).forUpdate().executeTakeFirst();
  if (!season) return null;
  // The division the player picked, when the form offers divisions; else the form's one group.
  const picked = await trx.selectFrom('formSubmissions').select('seasonGroupId').where('id', '=', submission.id).executeTakeFirstOrThrow();
  const groupId = picked.seasonGroupId ?? form.seasonGroupId;
  const group = groupId ? ((await trx.selectFrom('seasonGroups').select(['id', 'capacity']).where('id', '=', groupId).executeTakeFirst()) ?? null) : null;

  const player: SeasonPlayer = submission.familyMemberId ? { familyMemberId: submission.familyMemberId } : { userId: submission.userId };
  await joinRoster(trx, season.teamId, submission.userId, submission.familyMemberId, (form.grantsRole ?? 'player') as GrantedRole);
  const placed =
    (await liveRegistration(trx, season.id, player)) ?? (await placeRegistration(trx, { seasonId: season.id, group, player, actorId: submission.userId }));
  await trx.updateTable('formSubmissions').set({ seasonRegistrationId: placed.id }).where('id', '=', submission.id).execute();
  return { registrationId: placed.id, status: placed.status };
}

/** A roster entry: a newcomer gets the form's role, an invitee the role they were invited to; a member keeps theirs. */
async function joinRoster(trx: Database, teamId: string, userId: string, familyMemberId: string | null, role: GrantedRole): Promise<void> {
  const memberRole = familyMemberId ? 'parent' : role;
  const current = await trx.selectFrom('teamMembers').select('state').where('teamId', '=', teamId).where('userId', '=', userId).executeTakeFirst();
  if (!current) await trx.insertInto('teamMembers').values({ teamId, userId, role: memberRole }).execute();
  else if (current.state === 'invited')
    await trx.updateTable('teamMembers').set({ state: 'active' }).where('teamId', '=', teamId).where('userId', '=', userId).execute();
  if (familyMemberId)
    await trx
      .insertInto('teamDependents')
      .values({ teamId, familyMemberId, guardianId: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
}
