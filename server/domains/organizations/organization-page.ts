import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { membershipIn } from '../../access/permissions.ts';
import { allows, isActive, wireRole } from '../../../shared/access/access.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';

/** Which club a page asks for: its current slug, a slug it had (the page then moves to the current one), or its id. */
export type OrganizationKey = { slug: string } | { id: string };

async function findOrganizationId(db: Database, key: OrganizationKey): Promise<string | null> {
  if ('id' in key) {
    const row = await db.selectFrom('organizations').select('id').where('id', '=', key.id).where('deletedAt', 'is', null).executeTakeFirst();
    return row?.id ?? null;
  }
  const row = await db
    .selectFrom('organizations as o')
    .select('o.id')
    .where('o.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([eb('o.slug', '=', key.slug), eb('o.id', 'in', eb.selectFrom('organizationSlugs').select('organizationId').where('slug', '=', key.slug))]),
    )
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Whether the viewer sees a team's private side: they are on its roster, or on the club's. Private
 * teams, private events and members-only forms show only to them.
 */
function insider(viewerId: string | null, teamColumn: 't.id' | 'e.hostingTeamId' | 'f.teamId', organizationId: string) {
  return (eb: ExpressionBuilder<DB, never>) => {
    if (!viewerId) return sql<boolean>`false`;
    return eb.or([
      eb.exists(
        eb
          .selectFrom('teamMembers as tm')
          .select('tm.userId')
          .whereRef('tm.teamId', '=', sql.ref(teamColumn))
          .where('tm.userId', '=', viewerId)
          .where('tm.state', '=', 'active'),
      ),
      eb.exists(
        eb
          .selectFrom('organizationMembers as om')
          .select('om.userId')
          .where('om.organizationId', '=', organizationId)
          .where('om.userId', '=', viewerId)
          .where('om.state', '=', 'active'),
      ),
    ]);
  };
}

/**
 * org/{slug} and organization/{id} (spec section 7: get by slug answers {organization}): the club,
 * its teams (private ones only to insiders), the upcoming events of all of them (private ones only
 * to insiders), its open registrations, and what the viewer may do. Signed-out visitors read the
 * public side.
 */
export async function getOrganizationPage(db: Database, viewerId: string | null, key: OrganizationKey, now: Date) {
  const organizationId = await findOrganizationId(db, key);
  if (!organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const membership = await membershipIn(db, viewerId ? { userId: viewerId } : null, { kind: 'organization', organizationId });
  const [club, teams, events, registrations] = await Promise.all([
    db
      .selectFrom('organizations')
      .select(['id', 'name', 'slug', 'slugChangedAt', 'about', 'cityName', 'lat', 'lng', 'sports', 'logoUrl', 'contactEmail', 'contactPhone', 'website'])
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('teams as t')
      .select(['t.id', 't.name', 't.gameType', 't.cityName', 't.logoUrl', 't.privacy'])
      .where('t.organizationId', '=', organizationId)
      .where('t.deletedAt', 'is', null)
      .where((eb) => eb.or([eb('t.privacy', '!=', 'private'), insider(viewerId, 't.id', organizationId)(eb as never)]))
      .orderBy('t.name')
      .orderBy('t.id')
      .limit(L.pageTeams)
      .execute(),
    db
      .selectFrom('events as e')
      .innerJoin('teams as t', 't.id', 'e.hostingTeamId')
      .select(['e.id', 'e.title', 'e.startsAt', 'e.timezone', 'e.locationName', 't.id as teamId', 't.name as teamName'])
      .where('t.organizationId', '=', organizationId)
      .where('t.deletedAt', 'is', null)
      .where('e.cancelled', '=', false)
      .where('e.startsAt', '>=', now)
      .where((eb) =>
        eb.or([eb.and([eb('e.isPrivate', '=', false), eb('t.privacy', '!=', 'private')]), insider(viewerId, 'e.hostingTeamId', organizationId)(eb as never)]),
      )
      .orderBy('e.startsAt')
      .orderBy('e.id')
      .limit(L.pageEvents)
      .execute(),
    db
      .selectFrom('forms as f')
      .innerJoin('teams as t', 't.id', 'f.teamId')
      .select(['f.id', 'f.title', 't.id as teamId', 't.name as teamName'])
      .where('t.organizationId', '=', organizationId)
      .where('t.deletedAt', 'is', null)
      .where('f.status', '=', 'published')
      .where((eb) =>
        eb.or([eb('f.access', '=', 'public'), eb.and([eb('f.access', '=', 'members'), insider(viewerId, 'f.teamId', organizationId)(eb as never)])]),
      )
      .orderBy('f.title')
      .orderBy('f.id')
      .limit(L.pageForms)
      .execute(),
  ]);
  const { slugChangedAt, ...organization } = club;
  return {
    organization: {
      ...organization,
      viewerRole: membership ? wireRole(membership) : null,
      isMember: isActive(membership),
      canEdit: allows(membership, 'editOrganization'),
      canManageTeams: allows(membership, 'manageOrganizationTeams'),
      canManageMembers: allows(membership, 'manageOrganizationMembers'),
      canViewRoster: allows(membership, 'viewOrganizationRoster'),
      canViewPayments: allows(membership, 'viewOrganizationPayments'),
      canPostNews: allows(membership, 'postOrganizationNews'),
      canTransfer: allows(membership, 'transferOwnership'),
      canChangeSlug: allows(membership, 'editOrganization') && !slugChangedAt,
      teams,
      events,
      registrations,
    },
  };
}

/** For the server's page head: the club's name and about, or null for an unknown one (no error page needed). */
export async function organizationHead(db: Database, key: OrganizationKey) {
  const organizationId = await findOrganizationId(db, key);
  if (!organizationId) return null;
  return db.selectFrom('organizations').select(['id', 'name', 'slug', 'about', 'cityName', 'logoUrl']).where('id', '=', organizationId).executeTakeFirst();
}
