import type { Database } from '../db/database.ts';
import { familyRequestNotice } from '../domains/family/people.ts';
import { RECIPROCAL_RELATION } from '../domains/family/relations.ts';

const PARENT = 'organiser.denver@rally.test';
const SIBLING = 'organiser.portland@rally.test';
const CHILD = { firstName: 'Lily', lastName: 'Whitaker', age: 9, phoneNumber: '+13035550123' };

/**
 * Family demo data: Sam Whitaker has a daughter without an account (accepted, as every such
 * member is), and has asked Priya Nair to confirm they are siblings (pending, with her request
 * notification). Safe to run again: each piece is added only when missing.
 */
export async function seedDemoFamily(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email', 'displayName', 'photoUrl']).where('email', 'in', [PARENT, SIBLING]).execute();
    const parent = users.find((user) => user.email === PARENT);
    const sibling = users.find((user) => user.email === SIBLING);
    if (!parent || !sibling) return;
    const parentName = parent.displayName ?? 'Sam Whitaker';
    const siblingName = sibling.displayName ?? 'Priya Nair';

    const childName = `${CHILD.firstName} ${CHILD.lastName}`;
    const hasChild = await trx
      .selectFrom('familyConnections')
      .select('id')
      .where('requesterId', '=', parent.id)
      .where('familyMemberId', 'is not', null)
      .where('recipientName', '=', childName)
      .executeTakeFirst();
    if (!hasChild) {
      const member = await trx
        .insertInto('familyMembers')
        .values({ createdBy: parent.id, ...CHILD })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('familyConnections')
        .values({
          requesterId: parent.id,
          familyMemberId: member.id,
          requesterName: parentName,
          recipientName: childName,
          requesterRelation: 'child',
          recipientRelation: RECIPROCAL_RELATION.child,
          status: 'accepted',
          isRecipientGthUser: false,
          recipientAge: CHILD.age,
          recipientPhoneNumber: CHILD.phoneNumber,
        })
        .execute();
    }

    const hasPair = await trx
      .selectFrom('familyConnections')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('requesterId', '=', parent.id), eb('recipientId', '=', sibling.id)]),
          eb.and([eb('requesterId', '=', sibling.id), eb('recipientId', '=', parent.id)]),
        ]),
      )
      .executeTakeFirst();
    if (!hasPair) {
      const connection = await trx
        .insertInto('familyConnections')
        .values({
          requesterId: parent.id,
          recipientId: sibling.id,
          requesterName: parentName,
          recipientName: siblingName,
          requesterRelation: 'sibling',
          recipientRelation: RECIPROCAL_RELATION.sibling,
          status: 'pending',
          isRecipientGthUser: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The in-app request only: demo data sends no e-mail.
      const notice = familyRequestNotice({ id: parent.id, name: parentName }, sibling.id, 'sibling', connection.id);
      await trx
        .insertInto('notifications')
        .values({ userId: sibling.id, ...notice, data: JSON.stringify(notice.data), imageUrl: parent.photoUrl, read: false })
        .execute();
    }
  });
}
