import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { requirePermission } from '../../access/permissions.ts';
import { allows } from '../../../shared/access/access.ts';
import { csvCell } from '../../../shared/forms/answer-text.ts';
import { CLUB_ROSTER_CSV_HEADERS, ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';

export interface ClubRosterChild {
  name: string;
  age: number | null;
  /** The club team the child plays on (a dependent on its roster), or null for a child from a family link. */
  teamName: string | null;
}

export interface ClubRosterRow {
  userId: string;
  name: string;
  email: string;
  /** The club role as the API shows it ('pending-coach' for an invitation), or null for a team member only. */
  clubRole: string | null;
  teams: { teamId: string; teamName: string; role: string }[];
  /** Null when the viewer may not see children (viewOrganizationChildren). */
  children: ClubRosterChild[] | null;
}

/**
 * One roster of a club: everyone on the roster of any of its teams, and everyone with a club
 * role, each once, with their teams and roles. Their children (the dependents they put on a club
 * team, and the accounts their accepted family links name as their child) only for those the
 * permission core lets see children. Searched by name or e-mail, in name order.
 */
async function rosterRows(db: Database, organizationId: string, options: { text?: string; withChildren: boolean; offset: number; limit: number }) {
  const filter = options.text
    ? sql`where lower(coalesce(u.display_name, u.full_name, u.email)) like ${containsPattern(options.text)} or u.email like ${containsPattern(options.text)}`
    : sql``;
  const children = options.withChildren
    ? sql`(
        select coalesce(json_agg(c order by c.name), '[]'::json) from (
          select f.first_name || ' ' || f.last_name as name, f.age, ct.name as "teamName"
            from team_dependents d
            join family_members f on f.id = d.family_member_id
            join club_teams ct on ct.id = d.team_id
           where d.guardian_id = u.id
          union all
          select fc.recipient_name, fc.recipient_age, null
            from family_connections fc
           where fc.requester_id = u.id and fc.requester_relation = 'child' and fc.status = 'accepted'
          union all
          select fc.requester_name, null, null
            from family_connections fc
           where fc.recipient_id = u.id and fc.recipient_relation = 'child' and fc.status = 'accepted'
        ) c
      )`
    : sql`null::json`;
  const result = await sql<ClubRosterRow>`
    with club_teams as (
      select id, name from teams where organization_id = ${organizationId} and deleted_at is null
    ),
    people as (
      select tm.user_id from team_members tm join club_teams ct on ct.id = tm.team_id
      union
      select om.user_id from organization_members om where om.organization_id = ${organizationId}
    )
    select u.id as "userId",
           coalesce(u.display_name, u.full_name, u.email) as name,
           u.email,
           (select case when om.state = 'invited' then 'pending-' || om.role else om.role end
              from organization_members om
             where om.organization_id = ${organizationId} and om.user_id = u.id) as "clubRole",
           (select coalesce(json_agg(json_build_object(
                     'teamId', ct.id,
                     'teamName', ct.name,
                     'role', case when tm.state = 'invited' then 'pending-' || tm.role else tm.role end
                   ) order by ct.name, ct.id), '[]'::json)
              from team_members tm join club_teams ct on ct.id = tm.team_id
             where tm.user_id = u.id) as teams,
           ${children} as children
      from people p
      join users u on u.id = p.user_id
      ${filter}
     order by lower(coalesce(u.display_name, u.full_name, u.email)), u.id
     offset ${options.offset}
     limit ${options.limit}
  `.execute(db);
  return result.rows;
}

async function rosterViewer(db: Database, userId: string, organizationId: string) {
  const membership = await requirePermission(
    db,
    { userId },
    'viewOrganizationRoster',
    { kind: 'organization', organizationId },
    { message: M.notRosterViewer },
  );
  return { withChildren: allows(membership, 'viewOrganizationChildren') };
}

export async function clubRoster(db: Database, userId: string, input: { organizationId: string; text?: string; page?: number }) {
  const { withChildren } = await rosterViewer(db, userId, input.organizationId);
  const page = input.page ?? 0;
  const rows = await rosterRows(db, input.organizationId, {
    text: input.text,
    withChildren,
    offset: page * L.rosterPageSize,
    limit: L.rosterPageSize + 1,
  });
  return { members: rows.slice(0, L.rosterPageSize), page, hasMore: rows.length > L.rosterPageSize, showsChildren: withChildren };
}

const childText = (child: ClubRosterChild) =>
  [child.name, child.age === null ? null : `${child.age}`, child.teamName].filter((part) => part !== null).join(', ');

/** The whole roster (up to csvRows people) as CSV, cells defused against formulas (csvCell). */
export async function clubRosterCsv(db: Database, userId: string, input: { organizationId: string; text?: string }) {
  const { withChildren } = await rosterViewer(db, userId, input.organizationId);
  const [rows, club] = await Promise.all([
    rosterRows(db, input.organizationId, { text: input.text, withChildren, offset: 0, limit: L.csvRows }),
    db.selectFrom('organizations').select('slug').where('id', '=', input.organizationId).executeTakeFirstOrThrow(),
  ]);
  const header = withChildren ? [...CLUB_ROSTER_CSV_HEADERS] : CLUB_ROSTER_CSV_HEADERS.slice(0, -1);
  const lines = rows.map((row) => {
    const cells = [
      row.name,
      row.email,
      row.clubRole ?? '',
      row.teams.map((team) => `${team.teamName} (${team.role})`).join('; '),
      ...(withChildren ? [(row.children ?? []).map(childText).join('; ')] : []),
    ];
    return cells;
  });
  const csv = [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return { filename: `${club.slug}-roster.csv`, csv };
}
