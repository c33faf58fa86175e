import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { INVOICE_LIMITS } from '../../../shared/limits/limits.ts';
import { type InvoiceRelation } from '../../../shared/billing/billing.ts';

/*
 * Whom an organiser may invoice. An invoice e-mails its player a payment link, so an organiser
 * who could invoice anyone could send anyone a payment request in our name. Only players with a
 * relation the player agreed to qualify: they joined (or asked to join) one of the organiser's
 * events, they are on a team the organiser runs, or they accepted a family connection with the
 * organiser. The list the invoice form offers and the check createInvoice makes read the same
 * query, so the two cannot disagree.
 */

/**
 * Joiner statuses that mean the player took part in the organiser's event or asked to: every
 * status a joiner row holds today (rows are written only by the player's own join). Listed rather
 * than "any row" so that a status added later (an invitation the player never answered, say)
 * does not make its players invoiceable unless someone decides it should.
 */
export const INVOICEABLE_JOINER_STATUSES = ['going', 'offered', 'waitlisted', 'pending', 'declined', 'left'] as const;

/** Players who joined, or asked to join, one of the organiser's events. */
function eventPlayersOf(db: Kysely<DB>, organizerId: string) {
  return db
    .selectFrom('eventJoiners as j')
    .innerJoin('events as e', 'e.id', 'j.eventId')
    .select(['j.userId as userId', sql<InvoiceRelation>`'event'`.as('relation')])
    .where('e.creatorId', '=', organizerId)
    .where('j.status', 'in', INVOICEABLE_JOINER_STATUSES);
}

/**
 * Active members of the teams whose members the organiser may invoice (the permission core's
 * 'invoiceMembers': the team's owner and admins, whoever created it), not its invitees.
 */
function teamPlayersOf(db: Kysely<DB>, organizerId: string) {
  return db
    .selectFrom('teamMembers as tm')
    .innerJoin('teams as t', 't.id', 'tm.teamId')
    .select(['tm.userId as userId', sql<InvoiceRelation>`'team'`.as('relation')])
    .where('tm.state', '=', 'active')
    .where('t.id', 'in', teamIdsAllowing(db, organizerId, 'invoiceMembers'));
}

/** Both sides of an accepted family connection (a pending request is not a relation yet). */
function familyOf(db: Kysely<DB>, organizerId: string) {
  const accepted = db.selectFrom('familyConnections as fc').where('fc.status', '=', 'accepted');
  return accepted
    .select((eb) => [eb.ref('fc.recipientId').$notNull().as('userId'), sql<InvoiceRelation>`'family'`.as('relation')])
    .where('fc.requesterId', '=', organizerId)
    .where('fc.recipientId', 'is not', null)
    .unionAll(accepted.select(['fc.requesterId as userId', sql<InvoiceRelation>`'family'`.as('relation')]).where('fc.recipientId', '=', organizerId));
}

/** One row per (player, relation), duplicates included; the organiser never appears as their own player below. */
function relatedPlayers(db: Kysely<DB>, organizerId: string) {
  return eventPlayersOf(db, organizerId).unionAll(teamPlayersOf(db, organizerId)).unionAll(familyOf(db, organizerId));
}

/** Whether the organiser may invoice this player. */
export async function isInvoiceablePlayer(db: Kysely<DB>, organizerId: string, playerId: string): Promise<boolean> {
  if (playerId === organizerId) return false;
  const row = await db.selectFrom(relatedPlayers(db, organizerId).as('r')).select('r.userId').where('r.userId', '=', playerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface InvoiceablePlayer {
  id: string;
  displayName: string | null;
  photoUrl: string | null;
  relations: InvoiceRelation[];
}

/**
 * The players the invoice form offers, by name, optionally narrowed by a name fragment. No
 * e-mail addresses: the organiser's roster does not show them either.
 */
export async function listInvoiceablePlayers(db: Kysely<DB>, organizerId: string, query = ''): Promise<InvoiceablePlayer[]> {
  const term = query.trim();
  let select = db
    .selectFrom(relatedPlayers(db, organizerId).as('r'))
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.id', 'u.displayName', 'u.fullName', 'u.photoUrl', sql<InvoiceRelation[]>`array_agg(distinct r.relation order by r.relation)`.as('relations')])
    .where('u.id', '!=', organizerId)
    .groupBy('u.id')
    .orderBy(sql`lower(coalesce(u.display_name, u.full_name))`, (ob) => ob.asc().nullsLast())
    .orderBy('u.id')
    .limit(INVOICE_LIMITS.recipientsShown);
  if (term) {
    const pattern = containsPattern(term);
    select = select.where((eb) => eb.or([eb('u.displayName', 'ilike', pattern), eb('u.fullName', 'ilike', pattern)]));
  }
  const rows = await select.execute();
  return rows.map((row) => ({ id: row.id, displayName: row.displayName ?? row.fullName, photoUrl: row.photoUrl, relations: row.relations }));
}
