import { generateToken, hashToken } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { requireVerifiedSender } from '../../auth/verified-sender.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { EVENT_LIMITS } from '../../../shared/limits/limits.ts';
import { requireCreatorEvent } from './event-access.ts';
import { describeWhen } from '../../time/event-time.ts';
import { inviteAccounts } from './invites.ts';
import { displayName } from './people.ts';

export interface EmailInviteResult {
  /** 'account': the address is a player's, invited in the app; 'email': a sign-up invitation was mailed. */
  sentTo: 'account' | 'email';
  /** Invited before: nothing was sent again. */
  alreadyInvited: boolean;
}

/**
 * Invites someone to an event by e-mail address. An address of a verified account invites that
 * player as invitePlayers does (told in the app, and by mail per their settings). Any other address
 * gets a mail with a sign-up link whose token proves the address; the account that verifies it
 * becomes an invitee (claimEventInvites), so a private event opens to them. An address invited
 * before is not mailed again.
 */
export async function inviteByEmail(
  deps: Deps<'db' | 'jobs' | 'env' | 'clock'>,
  creatorId: string,
  eventId: string,
  email: string,
): Promise<EmailInviteResult> {
  await requireCreatorEvent(deps.db, eventId, creatorId);
  await requireVerifiedSender(deps.db, creatorId);
  return deps.db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    // The organiser's own event first: a stranger learns nothing about the address.
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    const account = await trx.selectFrom('users').select(['id', 'emailVerified']).where('email', '=', email).executeTakeFirst();
    if (account?.id === creatorId) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.inviteYourself);
    if (account?.emailVerified) return { sentTo: 'account' as const, alreadyInvited: (await inviteAccounts(tx, event, [account.id])) === 0 };
    if (event.cancelled) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
    if (event.endsAt <= deps.clock.now()) throw new AppError('CONFLICT', EVENT_MESSAGES.alreadyStarted);
    // Invited before: one mail per address, however often the button is pressed.
    const before = await trx.selectFrom('eventEmailInvites').select('email').where('eventId', '=', event.id).where('email', '=', email).executeTakeFirst();
    if (before) return { sentTo: 'email' as const, alreadyInvited: true };
    const sent = await trx
      .selectFrom('eventEmailInvites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('eventId', '=', event.id)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= EVENT_LIMITS.emailInvitesPerEvent)
      throw new AppError('CONFLICT', EVENT_MESSAGES.tooManyEmailInvites(EVENT_LIMITS.emailInvitesPerEvent));
    const token = generateToken();
    await trx
      .insertInto('eventEmailInvites')
      .values({ eventId: event.id, email, invitedBy: creatorId, tokenHash: hashToken(token) })
      .onConflict((oc) => oc.columns(['eventId', 'email']).doNothing())
      .execute();
    const next = `/evt/${event.id}`;
    // An address with an unverified account signs in (and is made an invitee once it verifies);
    // any other signs up, the token proving the address.
    const url = new URL(account ? '/login' : '/sign-up', deps.env.APP_ORIGIN);
    if (!account) {
      url.searchParams.set('invite', token);
      url.searchParams.set('email', email);
    }
    url.searchParams.set('next', next);
    await queueMail(tx, {
      to: email,
      template: 'event-invitation',
      data: {
        inviterName: await displayName(trx, creatorId),
        eventTitle: event.title,
        when: describeWhen(event.startsAt, event.timezone),
        place: event.locationName,
        actionUrl: url.toString(),
      },
    });
    return { sentTo: 'email' as const, alreadyInvited: false };
  });
}

/** Whether a sign-up link's token was mailed to this very address by an event invitation. */
export async function eventInviteProvesAddress(trx: Database, token: string, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom('eventEmailInvites')
    .select('eventId')
    .where('tokenHash', '=', hashToken(token))
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Turns event invitations to a newly verified address into invitations of its account: private
 * events then open to it. Run in the verifying transaction.
 */
export async function claimEventInvites(trx: Database, userId: string, email: string): Promise<number> {
  const invites = await trx.deleteFrom('eventEmailInvites').where('email', '=', email.toLowerCase()).returning(['eventId', 'invitedBy']).execute();
  if (invites.length === 0) return 0;
  await trx
    .insertInto('eventInvites')
    .values(invites.map((invite) => ({ eventId: invite.eventId, userId, invitedBy: invite.invitedBy })))
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
    .execute();
  return invites.length;
}
