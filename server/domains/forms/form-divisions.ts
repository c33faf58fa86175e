import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_DIVISION_MESSAGES } from '../../../shared/forms/messages.ts';
import type { FormDivisionInput } from '../../../shared/forms/schemas.ts';

/** Submissions that hold a place in their division: a cancelled or refunded one gives it back. */
const HOLDS_PLACE = ['cancelled', 'refunded'];

/**
 * The divisions a form offers (issue 31, defect 10), replacing the ones it offered: each a group of
 * the form's season, with its price and places on this form. Runs in the caller's transaction.
 */
export async function replaceFormDivisions(trx: Database, formId: string, seasonId: string | null, divisions: FormDivisionInput[]): Promise<void> {
  await trx.deleteFrom('formDivisions').where('formId', '=', formId).execute();
  if (divisions.length === 0 || seasonId === null) return;
  const groupIds = [...new Set(divisions.map((division) => division.groupId))];
  const groups = await trx.selectFrom('seasonGroups').select('id').where('seasonId', '=', seasonId).where('id', 'in', groupIds).execute();
  if (groups.length !== groupIds.length || groupIds.length !== divisions.length) throw new AppError('BAD_REQUEST', FORM_DIVISION_MESSAGES.notOfSeason);
  await trx
    .insertInto('formDivisions')
    .values(
      divisions.map((division, position) => ({
        formId,
        seasonGroupId: division.groupId,
        priceCents: division.priceCents,
        capacity: division.capacity,
        position,
      })),
    )
    .execute();
}

/** The form's divisions in its order, with each one's places left, for the fill page and the builder. */
export async function formDivisions(db: Database, formId: string) {
  const rows = await db
    .selectFrom('formDivisions as d')
    .innerJoin('seasonGroups as g', 'g.id', 'd.seasonGroupId')
    .select((eb) => [
      'd.seasonGroupId as id',
      'g.name',
      'd.priceCents',
      'd.capacity',
      eb
        .selectFrom('formSubmissions as s')
        .select(sql<number>`count(*)::int`.as('taken'))
        .whereRef('s.formId', '=', 'd.formId')
        .whereRef('s.seasonGroupId', '=', 'd.seasonGroupId')
        .where('s.status', 'not in', HOLDS_PLACE)
        .as('taken'),
    ])
    .where('d.formId', '=', formId)
    .orderBy('d.position')
    .execute();
  return rows.map(({ taken, ...row }) => ({ ...row, placesLeft: Math.max(0, row.capacity - Number(taken ?? 0)) }));
}

/**
 * Takes a place in the chosen division for a submission about to be written in the same
 * transaction. The division's row stays locked until that transaction ends, so two submits for
 * its last place run one after the other and the second counts the first's row: no oversubscription.
 * Returns null when the form offers no divisions (then none may be named).
 */
export async function takeDivisionPlace(
  trx: Database,
  formId: string,
  divisionId: string | null | undefined,
): Promise<{ id: string; name: string; priceCents: number } | null> {
  const offered = await trx.selectFrom('formDivisions').select('seasonGroupId').where('formId', '=', formId).limit(1).executeTakeFirst();
  if (!offered) {
    if (divisionId) throw new AppError('BAD_REQUEST', FORM_DIVISION_MESSAGES.notOffered);
    return null;
  }
  if (!divisionId) throw new AppError('BAD_REQUEST', `${FORM_DIVISION_MESSAGES.label}: ${FORM_DIVISION_MESSAGES.required}`);
  const division = await trx
    .selectFrom('formDivisions as d')
    .innerJoin('seasonGroups as g', 'g.id', 'd.seasonGroupId')
    .select(['d.seasonGroupId as id', 'g.name', 'd.priceCents', 'd.capacity'])
    .where('d.formId', '=', formId)
    .where('d.seasonGroupId', '=', divisionId)
    .forUpdate('d')
    .executeTakeFirst();
  if (!division) throw new AppError('BAD_REQUEST', FORM_DIVISION_MESSAGES.notOffered);
  const { taken } = await trx
    .selectFrom('formSubmissions')
    .select(sql<number>`count(*)::int`.as('taken'))
    .where('formId', '=', formId)
    .where('seasonGroupId', '=', divisionId)
    .where('status', 'not in', HOLDS_PLACE)
    .executeTakeFirstOrThrow();
  if (Number(taken) >= division.capacity) throw new AppError('CONFLICT', FORM_DIVISION_MESSAGES.divisionFull);
  return { id: division.id, name: division.name, priceCents: division.priceCents };
}
