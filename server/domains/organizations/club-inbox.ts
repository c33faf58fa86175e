import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { requirePermission } from '../../access/permissions.ts';
import { csvCell } from '../../../shared/forms/answer-text.ts';
import { CLUB_INBOX_CSV_HEADERS, ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L, type InboxKind, type InboxStatus } from '../../../shared/organizations/organizations.ts';
import type { ClubInboxInput } from '../../../shared/organizations/schemas.ts';

export interface ClubInboxRow {
  id: string;
  kind: InboxKind;
  createdAt: Date;
  teamId: string;
  teamName: string;
  title: string;
  person: string;
  status: InboxStatus;
  amountCents: number;
  paidCents: number;
  currency: string;
  /** The page that shows the row in full: the submission, or the event or form it paid for. */
  url: string;
}

/**
 * The club's registrations and payments in one list, newest first: every submission of its teams'
 * forms, and every payment for one of them (directly or through a plan's invoice) or for a spot at
 * one of its teams' events. Filtered by team, kind and status.
 */
async function inboxRows(db: Database, input: ClubInboxInput, offset: number, limit: number) {
  const filters = [
    input.teamId ? sql`r."teamId" = ${input.teamId}` : null,
    input.kind ? sql`r.kind = ${input.kind}` : null,
    input.status ? sql`r.status = ${input.status}` : null,
  ].filter((filter) => filter !== null);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const result = await sql<ClubInboxRow>`
    with club_teams as (
      select id, name from teams where organization_id = ${input.organizationId} and deleted_at is null
    ),
    club_submissions as (
      select s.*, f.title as form_title, ct.id as team_id_, ct.name as team_name
        from form_submissions s
        join forms f on f.id = s.form_id
        join club_teams ct on ct.id = f.team_id
    ),
    rows as (
      select s.id::text as id, 'registration' as kind, s.created_at as "createdAt", s.team_id_ as "teamId", s.team_name as "teamName",
             s.form_title as title, s.participant_name as person, s.status, s.total_cents as "amountCents", s.paid_cents as "paidCents",
             s.currency, '/form/' || s.form_id || '/' || s.id as url
        from club_submissions s
      union all
      select p.id::text, 'payment', p.created_at, s.team_id_, s.team_name, p.description, coalesce(u.display_name, u.full_name, u.email),
             p.status, p.amount_cents, case when p.status in ('paid', 'refunded', 'partially_refunded') then p.amount_cents - p.amount_refunded_cents else 0 end,
             p.currency, '/form/' || s.form_id || '/' || s.id
        from payments p
        join club_submissions s on p.purpose = 'form' and p.reference_id = s.id::text
        join users u on u.id = p.payer_id
      union all
      select p.id::text, 'payment', p.created_at, s.team_id_, s.team_name, p.description, coalesce(u.display_name, u.full_name, u.email),
             p.status, p.amount_cents, case when p.status in ('paid', 'refunded', 'partially_refunded') then p.amount_cents - p.amount_refunded_cents else 0 end,
             p.currency, '/form/' || s.form_id || '/' || s.id
        from payments p
        join invoices i on p.purpose = 'invoice' and p.reference_id = i.id::text
        join club_submissions s on s.id = i.form_submission_id
        join users u on u.id = p.payer_id
      union all
      select p.id::text, 'payment', p.created_at, ct.id, ct.name, p.description, coalesce(u.display_name, u.full_name, u.email),
             p.status, p.amount_cents, case when p.status in ('paid', 'refunded', 'partially_refunded') then p.amount_cents - p.amount_refunded_cents else 0 end,
             p.currency, '/evt/' || e.id
        from payments p
        join event_joiners j on p.purpose = 'event' and p.reference_id = j.id::text
        join events e on e.id = j.event_id
        join club_teams ct on ct.id = e.hosting_team_id
        join users u on u.id = p.payer_id
    )
    select * from rows r
    ${where}
    order by r."createdAt" desc, r.id desc
    offset ${offset}
    limit ${limit}
  `.execute(db);
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), amountCents: Number(row.amountCents), paidCents: Number(row.paidCents) }));
}

const requirePaymentsViewer = (db: Database, userId: string, organizationId: string) =>
  requirePermission(db, { userId }, 'viewOrganizationPayments', { kind: 'organization', organizationId }, { message: M.notPaymentsViewer });

export async function clubInbox(db: Database, userId: string, input: ClubInboxInput) {
  await requirePaymentsViewer(db, userId, input.organizationId);
  const page = input.page ?? 0;
  const rows = await inboxRows(db, input, page * L.inboxPageSize, L.inboxPageSize + 1);
  return { items: rows.slice(0, L.inboxPageSize), page, hasMore: rows.length > L.inboxPageSize };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The filtered inbox (up to csvRows rows) as CSV, cells defused against formulas (csvCell). */
export async function clubInboxCsv(db: Database, userId: string, input: ClubInboxInput) {
  await requirePaymentsViewer(db, userId, input.organizationId);
  const [rows, club] = await Promise.all([
    inboxRows(db, input, 0, L.csvRows),
    db.selectFrom('organizations').select('slug').where('id', '=', input.organizationId).executeTakeFirstOrThrow(),
  ]);
  const lines = rows.map((row) => [
    row.createdAt.toISOString(),
    M.kindLabels[row.kind],
    row.teamName,
    row.title,
    row.person,
    row.status,
    money(row.amountCents),
    money(row.paidCents),
    row.currency.toUpperCase(),
  ]);
  const csv = [[...CLUB_INBOX_CSV_HEADERS], ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return { filename: `${club.slug}-registrations-and-payments.csv`, csv };
}
