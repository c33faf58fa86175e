import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { FamilyRelation } from '../../../shared/family/schemas.ts';

export interface FamilyConnectionView {
  id: string;
  status: 'pending' | 'accepted';
  /** 'sent' when the user made the request or added the person, 'received' when they accepted one. */
  direction: 'sent' | 'received';
  /** What the other person is to the user. */
  relation: FamilyRelation;
  isGthUser: boolean;
  /** The other person's account, when they have one. */
  userId: string | null;
  familyMemberId: string | null;
  name: string;
  photoUrl: string | null;
  /** Only for people without an account, whom only the user who added them sees. */
  firstName: string | null;
  lastName: string | null;
  age: number | null;
  phoneNumber: string | null;
  createdAt: Date;
}

/**
 * The family members section of spec section 4: the user's own requests (pending or accepted) and
 * every accepted connection. Requests others sent the user and that wait for an answer are not
 * listed here; they are answered from the notification.
 */
export async function listFamilyConnections(db: Database, userId: string): Promise<FamilyConnectionView[]> {
  const rows = await db
    .selectFrom('familyConnections as fc')
    .leftJoin('familyMembers as fm', 'fm.id', 'fc.familyMemberId')
    .leftJoin('users as other', (join) => join.on(sql<boolean>`other.id = case when fc.requester_id = ${userId} then fc.recipient_id else fc.requester_id end`))
    .select([
      'fc.id',
      'fc.status',
      'fc.requesterId',
      'fc.recipientId',
      'fc.familyMemberId',
      'fc.requesterName',
      'fc.recipientName',
      'fc.requesterRelation',
      'fc.recipientRelation',
      'fc.isRecipientGthUser',
      'fc.createdAt',
      'fm.firstName',
      'fm.lastName',
      'fm.age',
      'fm.phoneNumber',
      'other.displayName as otherDisplayName',
      'other.fullName as otherFullName',
      'other.photoUrl as otherPhotoUrl',
    ])
    .where((eb) => eb.or([eb('fc.requesterId', '=', userId), eb.and([eb('fc.recipientId', '=', userId), eb('fc.status', '=', 'accepted')])]))
    .orderBy('fc.createdAt')
    .orderBy('fc.id')
    .execute();
  return rows.map((row) => {
    const sent = row.requesterId === userId;
    return {
      id: row.id,
      status: row.status as FamilyConnectionView['status'],
      direction: sent ? 'sent' : 'received',
      relation: (sent ? row.requesterRelation : row.recipientRelation) as FamilyRelation,
      isGthUser: row.isRecipientGthUser,
      userId: sent ? row.recipientId : row.requesterId,
      familyMemberId: row.familyMemberId,
      // Live names for app users (they may rename themselves); the stored one otherwise.
      name: row.otherDisplayName ?? row.otherFullName ?? (sent ? row.recipientName : row.requesterName),
      photoUrl: row.otherPhotoUrl ?? null,
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      age: row.age ?? null,
      phoneNumber: row.phoneNumber ?? null,
      createdAt: row.createdAt,
    };
  });
}
