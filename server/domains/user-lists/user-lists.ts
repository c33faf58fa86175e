import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { hasBlockedViewer } from '../blocks/queries.ts';
import { USER_LIST_MESSAGES } from '../../../shared/user-lists/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

const NOT_FOUND = 'List not found';

/** The owner's lists with their members; a list of another user is never visible. */
export async function listUserLists(db: Database, ownerId: string) {
  const lists = await db.selectFrom('userLists').select(['id', 'name', 'createdAt']).where('ownerId', '=', ownerId).orderBy('createdAt').execute();
  if (lists.length === 0) return [];
  const members = await db
    .selectFrom('userListMembers')
    .innerJoin('users', 'users.id', 'userListMembers.userId')
    .select(['userListMembers.listId', 'users.id', 'users.displayName', 'users.fullName', 'users.photoUrl'])
    .where(
      'userListMembers.listId',
      'in',
      lists.map((list) => list.id),
    )
    .orderBy('userListMembers.addedAt')
    .execute();
  return lists.map((list) => ({
    ...list,
    members: members
      .filter((member) => member.listId === list.id)
      .map((member) => ({ id: member.id, displayName: member.displayName ?? member.fullName ?? 'Unnamed Player', photoUrl: member.photoUrl })),
  }));
}

async function ownList(db: Database, ownerId: string, listId: string) {
  const list = await db.selectFrom('userLists').select('id').where('id', '=', listId).where('ownerId', '=', ownerId).executeTakeFirst();
  if (!list) throw new AppError('NOT_FOUND', NOT_FOUND);
}

export async function createUserList(db: Database, ownerId: string, name: string) {
  const count = await db
    .selectFrom('userLists')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (count.n >= 100) throw new AppError('BAD_REQUEST', USER_LIST_MESSAGES.tooMany(100));
  return db.insertInto('userLists').values({ ownerId, name }).returning(['id', 'name', 'createdAt']).executeTakeFirstOrThrow();
}

export async function renameUserList(db: Database, ownerId: string, listId: string, name: string) {
  await ownList(db, ownerId, listId);
  await db.updateTable('userLists').set({ name }).where('id', '=', listId).execute();
}

export async function deleteUserList(db: Database, ownerId: string, listId: string) {
  await ownList(db, ownerId, listId);
  await db.deleteFrom('userLists').where('id', '=', listId).execute();
}

/** Adds a player found by the user search; someone who blocked the owner cannot be added. */
export async function addListMember(db: Database, ownerId: string, listId: string, userId: string) {
  await ownList(db, ownerId, listId);
  if (userId === ownerId) throw new AppError('BAD_REQUEST', USER_LIST_MESSAGES.cannotAddSelf);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => eb.not(hasBlockedViewer('users.id', ownerId)))
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  await db
    .insertInto('userListMembers')
    .values({ listId, userId })
    .onConflict((oc) => oc.columns(['listId', 'userId']).doNothing())
    .execute();
}

export async function removeListMember(db: Database, ownerId: string, listId: string, userId: string) {
  await ownList(db, ownerId, listId);
  await db.deleteFrom('userListMembers').where('listId', '=', listId).where('userId', '=', userId).execute();
}
