import type { Database } from '../db/database.ts';

/** What a permission is asked about. Events, forms, seasons and sites are held through what owns them. */
export type Scope =
  | { kind: 'team'; teamId: string }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'league'; leagueId: string }
  | { kind: 'event'; eventId: string }
  | { kind: 'form'; formId: string }
  | { kind: 'season'; seasonId: string }
  | { kind: 'site'; teamId: string | null; organizationId: string | null };

/**
 * Who holds a scope: a team's and an organisation's rosters, and the person who made it (an event
 * without a hosting team, any form), who holds it as its owner. Empty for a scope that does not
 * exist (a deleted team, an unknown id): nobody may do anything there.
 */
export interface Holders {
  teamId: string | null;
  organizationId: string | null;
  creatorId: string | null;
}

const NONE: Holders = { teamId: null, organizationId: null, creatorId: null };

export async function teamHolders(db: Database, teamId: string | null, creatorId: string | null = null): Promise<Holders> {
  if (!teamId) return { ...NONE, creatorId };
  const team = await db.selectFrom('teams').select(['id', 'organizationId']).where('id', '=', teamId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!team) return { ...NONE, creatorId };
  return { teamId: team.id, organizationId: team.organizationId, creatorId };
}

async function organizationHolders(db: Database, organizationId: string | null): Promise<Holders> {
  if (!organizationId) return NONE;
  const organization = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).where('deletedAt', 'is', null).executeTakeFirst();
  return organization ? { ...NONE, organizationId: organization.id } : NONE;
}

export async function holdersOf(db: Database, scope: Scope): Promise<Holders> {
  switch (scope.kind) {
    case 'team':
      return teamHolders(db, scope.teamId);
    case 'organization':
      return organizationHolders(db, scope.organizationId);
    case 'league': {
      // A club's league is held by the club's roster; a person's league by that person, as its owner.
      const league = await db
        .selectFrom('leagues')
        .select(['organizationId', 'creatorId'])
        .where('id', '=', scope.leagueId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!league) return NONE;
      return { ...(await organizationHolders(db, league.organizationId)), creatorId: league.creatorId };
    }
    case 'event': {
      const event = await db.selectFrom('events').select(['hostingTeamId', 'creatorId']).where('id', '=', scope.eventId).executeTakeFirst();
      if (!event) return NONE;
      // A team's event is held by the team and by the organiser who made it.
      return teamHolders(db, event.hostingTeamId, event.creatorId);
    }
    case 'form': {
      const form = await db.selectFrom('forms').select(['teamId', 'ownerId']).where('id', '=', scope.formId).executeTakeFirst();
      return form ? teamHolders(db, form.teamId, form.ownerId) : NONE;
    }
    case 'season': {
      const season = await db.selectFrom('seasons').select('teamId').where('id', '=', scope.seasonId).executeTakeFirst();
      return season ? teamHolders(db, season.teamId) : NONE;
    }
    case 'site':
      return scope.teamId ? teamHolders(db, scope.teamId) : organizationHolders(db, scope.organizationId);
  }
}
