/**
 * The permission core, walked as a table: every role (active on the team, invited to it, or held
 * in the team's organisation) × every permission × every scope, plus the scope's maker, a stranger
 * and someone signed out. The expected answer is worked out here from the rules the core states
 * (a team role holds the team and what the team holds; an organisation's owners and admins act as
 * admins below it; invitations grant nothing; a maker owns what they made), so a resolution that
 * drifts from them (an invitee let in, a team role leaking up to its organisation) fails a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { addTeamMember, createForm, createSeason, createTeam, createUser } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { allows, INHERITED_ROLES, ORGANIZATION_ROLES, PERMISSIONS, ROLES, type AnyRole, type Permission } from '../../shared/access/access.ts';
import { can, membershipIn, requirePermission, type Actor } from './permissions.ts';
import type { Scope } from './scopes.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Holding = { via: 'team' | 'organization'; role: AnyRole; state: 'active' | 'invited' } | { via: 'maker' } | { via: 'none' };
interface Row {
  name: string;
  actor: Actor;
  holding: Holding;
}

const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
/** Scopes held through the team; the organisation and its leagues are held through the organisation only. */
const TEAM_SCOPES = ['team', 'event', 'form', 'season', 'site'] as const;

/** What the core's rules say a holding grants in a scope of this kind. */
function expected(holding: Holding, kind: Scope['kind'], permission: Permission, madeIt: boolean): boolean {
  const granted = (role: AnyRole | undefined) => !!role && (PERMISSIONS[permission] as readonly AnyRole[]).includes(role);
  if (madeIt && granted('owner')) return true;
  if (holding.via === 'none' || holding.via === 'maker') return false;
  if (holding.state !== 'active') return false;
  if (holding.via === 'team') return (TEAM_SCOPES as readonly string[]).includes(kind) && granted(holding.role);
  if (kind === 'organization') return granted(holding.role);
  return granted(INHERITED_ROLES[holding.role]);
}

describe('the permission core', () => {
  let rows: Row[];
  let scopes: Record<(typeof TEAM_SCOPES)[number] | 'organization' | 'league', Scope>;
  /** The scopes the maker made: an event without a team, and a team's form. */
  let makerId: string;

  beforeAll(async () => {
    const owner = await createUser(h.db);
    const team = await createTeam(h.db, owner.id, { name: 'Permission Table' });
    const organization = await h.db
      .insertInto('organizations')
      .values({ name: 'Table Club', slug: 'table-club', creatorId: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.updateTable('teams').set({ organizationId: organization.id }).where('id', '=', team.id).execute();
    const league = await h.db.insertInto('leagues').values({ organizationId: organization.id, name: 'Table League' }).returning('id').executeTakeFirstOrThrow();
    const maker = await createUser(h.db);
    makerId = maker.id;
    const event = await createEvent(h.db, maker.id);
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
    const form = await createForm(h.db, maker.id, { teamId: team.id });
    const { season } = await createSeason(h.db, team.id);
    scopes = {
      team: { kind: 'team', teamId: team.id },
      event: { kind: 'event', eventId: event.id },
      form: { kind: 'form', formId: form.id },
      season: { kind: 'season', seasonId: season.id },
      site: { kind: 'site', teamId: team.id, organizationId: null },
      organization: { kind: 'organization', organizationId: organization.id },
      league: { kind: 'league', leagueId: league.id },
    };

    rows = [{ name: 'team owner', actor: { userId: owner.id }, holding: { via: 'team', role: 'owner', state: 'active' } }];
    for (const role of ROLES.filter((role) => role !== 'owner')) {
      const [active, invited] = [await createUser(h.db), await createUser(h.db)];
      await addTeamMember(h.db, team.id, active.id, role);
      await addTeamMember(h.db, team.id, invited.id, `pending-${role}`);
      rows.push({ name: `team ${role}`, actor: { userId: active.id }, holding: { via: 'team', role, state: 'active' } });
      rows.push({ name: `invited team ${role}`, actor: { userId: invited.id }, holding: { via: 'team', role, state: 'invited' } });
    }
    for (const role of ORGANIZATION_ROLES) {
      const member = await createUser(h.db);
      await h.db.insertInto('organizationMembers').values({ organizationId: organization.id, userId: member.id, role }).execute();
      rows.push({ name: `organisation ${role}`, actor: { userId: member.id }, holding: { via: 'organization', role, state: 'active' } });
    }
    const invitedAdmin = await createUser(h.db);
    await h.db
      .insertInto('organizationMembers')
      .values({ organizationId: organization.id, userId: invitedAdmin.id, role: 'admin', state: 'invited' })
      .execute();
    rows.push({ name: 'invited organisation admin', actor: { userId: invitedAdmin.id }, holding: { via: 'organization', role: 'admin', state: 'invited' } });
    rows.push({ name: 'maker of the event and form', actor: { userId: maker.id }, holding: { via: 'maker' } });
    rows.push({ name: 'stranger', actor: { userId: (await createUser(h.db)).id }, holding: { via: 'none' } });
    rows.push({ name: 'signed out', actor: null, holding: { via: 'none' } });
  });

  it('answers every role × permission × scope as the rules say', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const row of rows) {
      for (const [kind, scope] of Object.entries(scopes) as [Scope['kind'], Scope][]) {
        const madeIt = row.actor?.userId === makerId && (kind === 'event' || kind === 'form');
        const membership = await membershipIn(h.db, row.actor, scope);
        for (const permission of PERMISSION_NAMES) {
          checked += 1;
          const want = expected(row.holding, kind, permission, madeIt);
          if (allows(membership, permission) !== want) wrong.push(`${row.name} ${permission} in ${kind}: expected ${want}`);
        }
        // `can` itself, once per row and scope, on the permission most roles lack.
        if ((await can(h.db, row.actor, 'transferOwnership', scope)) !== expected(row.holding, kind, 'transferOwnership', madeIt)) {
          wrong.push(`${row.name} can(transferOwnership) in ${kind}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(rows.length * Object.keys(scopes).length * PERMISSION_NAMES.length);
  });

  it('reads as the product means it: coaches schedule but do not edit the team; an organisation admin manages its teams but cannot give one away', async () => {
    const coach = rows.find((row) => row.name === 'team coach')!.actor;
    const invitedAdmin = rows.find((row) => row.name === 'invited team admin')!.actor;
    const clubAdmin = rows.find((row) => row.name === 'organisation admin')!.actor;
    const clubPlayer = rows.find((row) => row.name === 'organisation member')!.actor;
    expect(await can(h.db, coach, 'manageSchedule', scopes.team)).toBe(true);
    expect(await can(h.db, coach, 'editTeam', scopes.team)).toBe(false);
    expect(await can(h.db, invitedAdmin, 'editTeam', scopes.team)).toBe(false);
    expect(await can(h.db, clubAdmin, 'manageSeasons', scopes.season)).toBe(true);
    expect(await can(h.db, clubAdmin, 'transferOwnership', scopes.team)).toBe(false);
    expect(await can(h.db, clubPlayer, 'manageForms', scopes.form)).toBe(false);
    expect(await can(h.db, rows.find((row) => row.name === 'team owner')!.actor, 'editTeam', scopes.organization)).toBe(false);
  });

  it('refuses with the code it is given, and nothing exists in a scope that does not', async () => {
    const stranger = rows.find((row) => row.name === 'stranger')!.actor;
    await expect(requirePermission(h.db, stranger, 'editTeam', scopes.team, { message: 'no' })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'no' });
    await expect(requirePermission(h.db, stranger, 'editTeam', scopes.team, { code: 'NOT_FOUND', message: 'gone' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const owner = rows.find((row) => row.name === 'team owner')!.actor;
    expect(await requirePermission(h.db, owner, 'deleteTeam', scopes.team, { message: 'no' })).toEqual({ role: 'owner', state: 'active' });
    expect(await membershipIn(h.db, owner, { kind: 'team', teamId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    await h.db
      .updateTable('teams')
      .set({ deletedAt: new Date().toISOString() })
      .where('id', '=', (scopes.team as { teamId: string }).teamId)
      .execute();
    expect(await membershipIn(h.db, owner, scopes.team)).toBeNull();
    await h.db
      .updateTable('teams')
      .set({ deletedAt: null })
      .where('id', '=', (scopes.team as { teamId: string }).teamId)
      .execute();
  });
});
