import type { Database } from '../../db/database.ts';
import { claimEventInvites, eventInviteProvesAddress } from '../events/email-invites.ts';
import { claimInvitations, invitationProvesAddress } from '../teams/invitations.ts';

/**
 * Everything waiting for an address that an account has just proven (by verifying it, signing up
 * from an invitation, or a provider sign-in): team invitations become pending memberships, event
 * invitations make it an invitee. Run in the transaction that proves the address.
 */
export async function claimAddressInvitations(trx: Database, userId: string, email: string): Promise<void> {
  await claimInvitations(trx, userId, email);
  await claimEventInvites(trx, userId, email);
}

/** Whether a sign-up link's token was mailed to this very address by a team or event invitation. */
export async function inviteProvesAddress(trx: Database, token: string, email: string): Promise<boolean> {
  return (await invitationProvesAddress(trx, token, email)) || (await eventInviteProvesAddress(trx, token, email));
}
