import type { Deps } from '../../deps.ts';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { blockedEitherWay } from '../blocks/queries.ts';
import { FAMILY_MESSAGES } from '../../../shared/family/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import type { FamilyMemberUpdateInput, FamilyRowInput, FamilySaveInput } from '../../../shared/family/schemas.ts';
import { familyRequestNotice, findUser, isUniqueViolation, nameOf } from './people.ts';
import { reciprocalRelation } from './relations.ts';

type AppUserRow = Extract<FamilyRowInput, { isGthUser: true }>;
type NonUserRow = Extract<FamilyRowInput, { isGthUser: false }>;

export interface SaveFamilyResult {
  /** Connections made, in row order. */
  connectionIds: string[];
  /** Requests sent to app users (they wait for an answer). */
  requestsSent: number;
  updated: number;
}

const e164 = (phone: string) => parsePhoneNumberWithError(phone, 'US').format('E.164');

/**
 * Saves the family members section in one transaction: each new app-user row becomes a pending
 * request with a "familyRequest" notification to that user, each new row for someone without an
 * account becomes a family member (a person in the system) with an accepted connection, and edits
 * of saved rows of people without an account are applied. Nothing is saved if any row is refused.
 */
export async function saveFamily(deps: Deps<'db' | 'jobs' | 'env'>, requesterId: string, input: FamilySaveInput): Promise<SaveFamilyResult> {
  const appUserRows = input.add.filter((row): row is AppUserRow => row.isGthUser);
  const recipientIds = appUserRows.map((row) => row.userId);
  if (recipientIds.includes(requesterId)) throw new AppError('BAD_REQUEST', FAMILY_MESSAGES.notYourself);
  if (new Set(recipientIds).size !== recipientIds.length) throw new AppError('BAD_REQUEST', FAMILY_MESSAGES.duplicateRow);
  if (new Set(input.update.map((row) => row.connectionId)).size !== input.update.length) throw new AppError('BAD_REQUEST', FAMILY_MESSAGES.duplicateRow);

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const requester = await findUser(trx, requesterId);
      if (!requester) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
      const requesterName = nameOf(requester);
      const recipients = await loadRecipients(trx, requesterId, recipientIds);

      const connectionIds: string[] = [];
      for (const row of input.add) {
        if (row.isGthUser) {
          const recipient = recipients.get(row.userId)!;
          connectionIds.push(
            await requestConnection({ ...deps, db: trx }, { id: requesterId, name: requesterName, photoUrl: requester.photoUrl }, recipient, row),
          );
        } else {
          connectionIds.push(await addNonUser(trx, { id: requesterId, name: requesterName }, row));
        }
      }
      for (const update of input.update) await updateNonUser(trx, requesterId, update);
      return { connectionIds, requestsSent: appUserRows.length, updated: input.update.length };
    });
  } catch (error) {
    // Two saves racing for the same pair: the pair's unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', FAMILY_MESSAGES.alreadyConnected);
    throw error;
  }
}

/** New rows only: see saveFamily. */
export function createConnections(deps: Deps<'db' | 'jobs' | 'env'>, requesterId: string, rows: FamilyRowInput[]): Promise<SaveFamilyResult> {
  return saveFamily(deps, requesterId, { add: rows, update: [] });
}

async function loadRecipients(trx: Kysely<DB>, requesterId: string, recipientIds: string[]) {
  if (recipientIds.length === 0) return new Map<string, { id: string; name: string }>();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'displayName', 'fullName', 'email'])
    .where('id', 'in', recipientIds)
    // Blocked either way: the blocked user must not reach the blocker, nor the blocker pester them.
    .where((eb) => eb.not(blockedEitherWay('users.id', requesterId)))
    .execute();
  if (users.length !== recipientIds.length) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const existing = await trx
    .selectFrom('familyConnections')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('requesterId', '=', requesterId), eb('recipientId', 'in', recipientIds)]),
        eb.and([eb('recipientId', '=', requesterId), eb('requesterId', 'in', recipientIds)]),
      ]),
    )
    .executeTakeFirst();
  if (existing) throw new AppError('CONFLICT', FAMILY_MESSAGES.alreadyConnected);
  return new Map(users.map((user) => [user.id, { id: user.id, name: nameOf(user) }]));
}

async function requestConnection(
  deps: Deps<'db' | 'jobs' | 'env'>,
  requester: { id: string; name: string; photoUrl: string | null },
  recipient: { id: string; name: string },
  row: AppUserRow,
): Promise<string> {
  const { db: trx } = deps;
  const connection = await trx
    .insertInto('familyConnections')
    .values({
      requesterId: requester.id,
      recipientId: recipient.id,
      requesterName: requester.name,
      recipientName: recipient.name,
      requesterRelation: row.relation,
      recipientRelation: reciprocalRelation(row.relation),
      status: 'pending',
      isRecipientGthUser: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyUser(deps, {
    userId: recipient.id,
    key: 'connections',
    ...familyRequestNotice(requester, recipient.id, row.relation, connection.id),
    imageUrl: requester.photoUrl,
  });
  return connection.id;
}

async function addNonUser(trx: Kysely<DB>, requester: { id: string; name: string }, row: NonUserRow): Promise<string> {
  const phoneNumber = e164(row.phoneNumber);
  const member = await trx
    .insertInto('familyMembers')
    .values({ createdBy: requester.id, firstName: row.firstName, lastName: row.lastName, age: row.age, phoneNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  const connection = await trx
    .insertInto('familyConnections')
    .values({
      requesterId: requester.id,
      familyMemberId: member.id,
      requesterName: requester.name,
      recipientName: `${row.firstName} ${row.lastName}`,
      requesterRelation: row.relation,
      recipientRelation: reciprocalRelation(row.relation),
      // Nobody can confirm for a person without an account: the one who adds them vouches.
      status: 'accepted',
      isRecipientGthUser: false,
      recipientAge: row.age,
      recipientPhoneNumber: phoneNumber,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return connection.id;
}

async function updateNonUser(trx: Kysely<DB>, requesterId: string, update: FamilyMemberUpdateInput): Promise<void> {
  const connection = await trx
    .selectFrom('familyConnections')
    .select('familyMemberId')
    .where('id', '=', update.connectionId)
    .where('requesterId', '=', requesterId)
    .where('familyMemberId', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!connection?.familyMemberId) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
  const phoneNumber = e164(update.phoneNumber);
  await trx
    .updateTable('familyMembers')
    .set({ firstName: update.firstName, lastName: update.lastName, age: update.age, phoneNumber })
    .where('id', '=', connection.familyMemberId)
    .execute();
  await trx
    .updateTable('familyConnections')
    .set({
      requesterRelation: update.relation,
      recipientRelation: reciprocalRelation(update.relation),
      recipientName: `${update.firstName} ${update.lastName}`,
      recipientAge: update.age,
      recipientPhoneNumber: phoneNumber,
    })
    .where('id', '=', update.connectionId)
    .execute();
}
