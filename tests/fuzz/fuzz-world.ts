import { sql } from 'kysely';
import sharp from 'sharp';
import { memoryCookieJar } from '../../server/auth/cookies.ts';
import { createSession } from '../../server/auth/session.ts';
import { issueAuthToken } from '../../server/domains/auth/auth-tokens.ts';
import { registerForSeason } from '../../server/domains/seasons/registrations.ts';
import { createCaller } from '../../server/routers/index.ts';
import { createInnerContext } from '../../server/trpc/context.ts';
import { SESSION } from '../../shared/common/constants.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '../../shared/teams/teams.ts';
import { createEvent, createPlace } from '../event-factories.ts';
import { addTeamMember, createTeam, createUser, latestMail } from '../factories.ts';
import type { Database } from '../../server/db/database.ts';
import type { Harness } from '../harness.ts';
import { makeOrganizer } from '../stripe-helpers.ts';

/**
 * The seeded world a fuzzed call starts from: people in every position a procedure tells apart,
 * and the rows they own, so a valid input can name real ids (fuzz-inputs.ts fills uuid fields by
 * their names from `ids`).
 *
 * Actors: signed out; a stranger to everything; and for one team each role of TEAM_ROLES (the
 * owner is also an organiser with Stripe linked, and owns the events, the form and the season)
 * plus a pending invitee. Rows: the owner's one-off event (the player has joined it), a weekly
 * series, an event that needs approval (someone waits), a team event with a game and answers
 * asked; another user's public (priced) and private events, place and private team; a place with
 * a photo; a season with a division, a session and a registration; a published public form with a
 * participant, a waiver, a signature and a file field, and the player's signed submission; a
 * conversation, notifications, a user list, a child and a family request, an activity
 * subscription, an alternate address, an invoice, and single-use tokens.
 */

export const ACTOR_NAMES = ['signedOut', 'stranger', 'invitee', 'fan', 'parent', 'player', 'coach', 'admin', 'owner'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

export interface Actor {
  name: ActorName;
  userId: string | null;
  email: string | null;
  /** The Cookie header; empty when signed out. */
  cookie: string;
}

export const FUZZ_PASSWORD = 'correct horse battery';

/** A small real PNG, as the signature pad sends it. */
export async function signaturePng(): Promise<string> {
  const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const FORM_DEFINITION: FormDefinition = {
  title: 'Fuzz league waiver',
  description: 'Register and sign.',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is playing?', required: true },
    { id: 'notes', type: 'shortText', label: 'Anything we should know?', required: false },
    { id: 'waiver', type: 'waiver', label: 'Liability waiver', required: true, text: 'I take part at my own risk.', agreement: 'I agree' },
    { id: 'signature', type: 'signature', label: 'Signature', required: true },
    { id: 'document', type: 'file', label: 'Medical form', required: false, accept: 'imageOrPdf' },
  ],
  pricing: null,
};

/** A priced form (a fixed fee), for paying, recording a payment and refunding. */
const PRICED_DEFINITION: FormDefinition = {
  title: 'Fuzz camp fee',
  description: '',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is coming?', required: true },
    { id: 'fee', type: 'priceItem', label: 'Camp fee', required: true, kind: 'fixed', amountCents: 4_000, maxQuantity: 1 },
    { id: 'signature', type: 'signature', label: 'Signature', required: true },
  ],
  pricing: { currency: 'usd', discountCodes: [{ code: 'FUZZ10', percentOff: 10 }], siblingDiscountCents: 0, plan: null },
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedWorld(h: Pick<Harness, 'db' | 'deps'>, options: { tag: string }) {
  const { db } = h;
  const tag = options.tag;
  const names = ['owner', 'admin', 'coach', 'player', 'parent', 'fan', 'invitee', 'stranger', 'other', 'joiner'] as const;
  const users = await Promise.all(
    names.map((name) => createUser(db, { email: `${name}-${tag}@example.com`, displayName: `${name[0]!.toUpperCase()}${name.slice(1)} ${tag}` })),
  );
  const people = Object.fromEntries(names.map((name, i) => [name, { id: users[i]!.id, email: users[i]!.email }])) as Record<
    (typeof names)[number],
    { id: string; email: string }
  >;

  const actors = { signedOut: { name: 'signedOut', userId: null, email: null, cookie: '' } } as Record<ActorName, Actor>;
  await Promise.all(
    ACTOR_NAMES.filter((name) => name !== 'signedOut').map(async (name) => {
      actors[name] = { name, userId: people[name].id, email: people[name].email, cookie: await cookieFor(h, people[name].id) };
    }),
  );
  /** The procedure caller of a user, in process, as the app's own pages would call it. */
  const as = async (userId: string) => {
    const { token } = await createSession(db, userId);
    return createCaller(await createInnerContext(h.deps, { cookies: memoryCookieJar(token), ip: '203.0.113.50', userAgent: 'fuzz-world' }));
  };
  const [owner, player, joiner] = await Promise.all([as(people.owner.id), as(people.player.id), as(people.joiner.id), makeOrganizer(h, people.owner.id)]);

  // Places (the owner's with a photo, and another user's) and teams (the owner's, one member per
  // role, a pending invitee, a child on the roster, an opponent and chat; another user's private one).
  const [place, otherPlace, team, otherTeam] = await Promise.all([
    createPlace(db, { creatorId: people.owner.id, name: `Fuzz Courts ${tag}` }),
    createPlace(db, { creatorId: people.other.id, name: `Other Courts ${tag}` }),
    createTeam(db, people.owner.id, { name: `Fuzz Team ${tag}`, privacy: 'public' }),
    createTeam(db, people.other.id, { name: `Other Team ${tag}`, privacy: 'private' }),
  ]);
  const invitedEmail = `invited-${tag}@example.com`;
  const [photo, child, opponent] = await Promise.all([
    db
      .insertInto('placePhotos')
      .values({ placeId: place.id, url: `/uploads/places/${place.id}/a.webp`, storageKey: `places/${place.id}/a.webp`, uploadedBy: people.owner.id })
      .returning('id')
      .executeTakeFirstOrThrow(),
    db
      .insertInto('familyMembers')
      .values({ createdBy: people.parent.id, firstName: 'Kit', lastName: tag, age: 10, phoneNumber: '+15125550100' })
      .returning('id')
      .executeTakeFirstOrThrow(),
    db
      .insertInto('externalTeams')
      .values({ teamId: team.id, name: `Rivals ${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow(),
    ...ASSIGNABLE_TEAM_ROLES.map((role) => addTeamMember(db, team.id, people[role as AssignableTeamRole].id, role, people.owner.id)),
    addTeamMember(db, team.id, people.invitee.id, 'pending-player', people.owner.id),
  ]);
  // A chat message of the team, which the owner and admins may pin as an announcement.
  const teamMessage = await db
    .insertInto('teamMessages')
    .values({ teamId: team.id, senderId: people.owner.id, body: 'Practice at six', isAnnouncement: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [childConnection] = await Promise.all([
    db
      .insertInto('familyConnections')
      .values({
        requesterId: people.parent.id,
        familyMemberId: child.id,
        requesterName: 'Parent',
        recipientName: `Kit ${tag}`,
        requesterRelation: 'child',
        recipientRelation: 'parent',
        status: 'accepted',
        isRecipientGthUser: false,
        recipientAge: 10,
        recipientPhoneNumber: '+15125550100',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
    db.insertInto('teamDependents').values({ teamId: team.id, familyMemberId: child.id, guardianId: people.parent.id }).execute(),
    owner.teams.inviteMembers({ teamId: team.id, invites: [{ email: invitedEmail, role: 'player' }] }),
  ]);

  // Season (open, a division, a session, the player registered), and the form (published, open to
  // anyone signed in, with a stored upload for each signed-in actor so a file answer can name the
  // filler's own file), built side by side.
  const seasonFields = { label: `Fall ${tag}`, startsOn: day(10), endsOn: day(90) };
  const seasonReady = (async () => {
    const { id: seasonId } = await owner.seasons.create({ teamId: team.id, season: seasonFields });
    await owner.seasons.update({ seasonId, season: seasonFields, status: 'open' });
    const [{ id: groupId }, { id: sessionId }] = await Promise.all([
      owner.seasons.addGroup({ seasonId, name: 'Open division', kind: 'division', capacity: 40 }),
      owner.seasons.addSession({ seasonId, session: { name: 'Tuesdays', startsOn: day(10), endsOn: day(60) } }),
    ]);
    const [registration, { id: emptyGroupId }, { id: emptySeasonId }] = await Promise.all([
      registerForSeason(db, people.owner.id, { seasonId, groupId, player: { userId: people.player.id } }),
      owner.seasons.addGroup({ seasonId, name: 'Under 12', kind: 'age', capacity: null }),
      owner.seasons.create({ teamId: team.id, season: { label: `Spring ${tag}`, startsOn: day(120), endsOn: day(200) } }),
    ]);
    return { seasonId, groupId, sessionId, registrationId: registration.id, emptyGroupId, emptySeasonId };
  })();
  const formReady = (async () => {
    const { id: formId } = await owner.forms.create({ title: FORM_DEFINITION.title, teamId: team.id });
    await owner.forms.saveDraft({ formId, definition: FORM_DEFINITION });
    await owner.forms.setAccess({ formId, access: 'public' });
    await owner.forms.publish({ formId });
    const { publishedVersionId } = await db.selectFrom('forms').select('publishedVersionId').where('id', '=', formId).executeTakeFirstOrThrow();
    const files = await db
      .insertInto('formFiles')
      .values(
        Object.values(actors).flatMap((actor) =>
          actor.userId
            ? [
                {
                  formId,
                  userId: actor.userId,
                  url: `/forms/${formId}/files/${actor.name}`,
                  storageKey: `form-files/${formId}/${actor.name}.pdf`,
                  name: `${actor.name}.pdf`,
                  contentType: 'application/pdf',
                  bytes: 1000,
                },
              ]
            : [],
        ),
      )
      .returning(['id', 'name'])
      .execute();
    const fileIds = Object.fromEntries(files.map((file) => [file.name.replace('.pdf', ''), file.id])) as Partial<Record<ActorName, string>>;
    const draft = await owner.forms.create({ title: 'Fuzz draft form', teamId: null });
    const { id: pricedFormId } = await owner.forms.create({ title: PRICED_DEFINITION.title, teamId: null });
    await owner.forms.saveDraft({ formId: pricedFormId, definition: PRICED_DEFINITION });
    await owner.forms.publish({ formId: pricedFormId });
    const priced = await db.selectFrom('forms').select('publishedVersionId').where('id', '=', pricedFormId).executeTakeFirstOrThrow();
    return { formId, versionId: publishedVersionId!, fileIds, draftFormId: draft.id, pricedFormId, pricedVersionId: priced.publishedVersionId! };
  })();
  // People things: a conversation, a list, a family request, an activity subscription, an address, an invoice.
  const peopleReady = (async () => {
    const [message, list, , activity] = await Promise.all([
      owner.messages.send({ recipientId: people.player.id, body: 'Welcome to the team' }),
      owner.userLists.create({ name: `Regulars ${tag}` }),
      owner.family.save({ add: [{ relation: 'sibling', isGthUser: true, userId: people.player.id }], update: [] }),
      owner.activitySubscriptions.save({
        address: { lat: 30.2672, lng: -97.7431, description: 'Austin, TX' },
        radius: 10,
        activities: ['Pickleball'],
        startDate: null,
        endDate: null,
      }),
      owner.users.addAlternateEmail({ email: `alt-${tag}@example.com` }),
    ]);
    const [familyRequest, alternate, invoice] = await Promise.all([
      db.selectFrom('familyConnections').select('id').where('requesterId', '=', people.owner.id).executeTakeFirstOrThrow(),
      db.selectFrom('userAlternateEmails').select('id').where('userId', '=', people.owner.id).executeTakeFirstOrThrow(),
      owner.billing.createInvoice({ playerId: people.player.id, lineItems: [{ description: 'League fee', amountCents: 2500, quantity: 1 }], dueDate: day(20) }),
      owner.userLists.addMember({ listId: list.id, userId: people.player.id }),
      owner.userLists.addMember({ listId: list.id, userId: people.other.id }),
      db.insertInto('userBlocks').values({ blockerId: people.stranger.id, blockedId: people.joiner.id, blockedEmail: people.joiner.email }).execute(),
    ]);
    return {
      conversationId: message.conversationId,
      listId: list.id,
      familyRequestId: familyRequest.id,
      activityId: activity.id,
      alternateId: alternate.id,
      invoiceId: invoice.invoiceId,
    };
  })();

  // Events: one-off (the player joined), a series, one that needs approval (someone waits), a team
  // event with a game; another user's public (priced) and private events.
  const { seasonId, groupId, sessionId, registrationId, emptyGroupId, emptySeasonId } = await seasonReady;
  const eventForm = {
    title: 'Fuzz pickup',
    gameType: 'Pickleball',
    date: day(5),
    timeStart: '18:00',
    duration: { hours: 1, minutes: 30 },
    location: { placeId: place.id },
  };
  const [ownEvent, series, approvalEvent, teamEvent, otherPublicEvent, otherPrivateEvent] = await Promise.all([
    owner.events.create({ ...eventForm, capacity: 20, allowParticipantGuests: true, guestLimit: 2, eventSlotGroups: [{ name: 'Court 1', capacity: 8 }] }),
    owner.events.create({ ...eventForm, title: 'Fuzz weekly', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=6' } }),
    owner.events.create({ ...eventForm, title: 'Fuzz invitational', creatorApprovalNeeded: true }),
    owner.events.create({ ...eventForm, title: 'Fuzz match', hostingTeamId: team.id, opponentId: opponent.id, seasonSessionId: sessionId }),
    createEvent(db, people.other.id, { placeId: otherPlace.id, priceCents: 1500 }),
    createEvent(db, people.other.id, { isPrivate: true }),
  ]);
  const tournament = await owner.events.create({ ...eventForm, title: 'Fuzz cup', hostingTeamId: team.id });
  await owner.games.generatePlayoffBracket({
    eventId: tournament.id,
    sourceGameId: null,
    format: 'single_elimination',
    seeding: { from: 'manual', entrants: ['A', 'B', 'C', 'D'].map((name) => ({ kind: 'name' as const, name: `Seed ${name}` })) },
    thirdPlace: false,
  });
  const slotGroupIds = (await db.selectFrom('eventSlotGroups').select('id').where('eventId', '=', ownEvent.id).execute()).map((row) => row.id);
  const [occurrences, game] = await Promise.all([
    db
      .selectFrom('events')
      .select('id')
      .where('seriesId', '=', series.seriesId ?? '')
      .orderBy('startsAt')
      .execute(),
    owner.games.create({
      eventId: teamEvent.id,
      home: { kind: 'team', teamId: team.id },
      away: { kind: 'external', externalTeamId: opponent.id },
      startsAt: null,
      court: 'Court 1',
      seasonGroupId: groupId,
    }),
    player.events.join({ eventId: ownEvent.id, slotGroupId: slotGroupIds[0]! }),
    joiner.events.join({ eventId: approvalEvent.id }),
    owner.events.invite({ eventId: ownEvent.id, userIds: [people.other.id] }),
    owner.events.inviteByEmail({ eventId: ownEvent.id, email: `guest-${tag}@example.com` }),
  ]);

  const { formId, versionId, fileIds, draftFormId, pricedFormId, pricedVersionId } = await formReady;
  const signature = await signaturePng();
  const answersFor = (name: ActorName): Record<string, unknown> => ({
    participant: name === 'parent' ? { kind: 'family', familyMemberId: child.id } : { kind: 'self' },
    notes: 'Left-handed',
    waiver: { agreed: true, signerName: `${name} ${tag}` },
    signature,
    ...(fileIds[name] ? { document: { fileId: fileIds[name], name: `${name}.pdf` } } : {}),
  });
  const [submission, pricedSubmission, { conversationId, listId, familyRequestId, activityId, alternateId, invoiceId }] = await Promise.all([
    player.forms.submit({ formId, versionId, answers: answersFor('player') }),
    player.forms.submit({ formId: pricedFormId, versionId: pricedVersionId, answers: { participant: { kind: 'self' }, signature } }),
    peopleReady,
  ]);
  const cityId = await db.selectFrom('usCities').select('id').where('name', '=', 'Austin').where('stateCode', '=', 'TX').executeTakeFirst();

  const everyone = Object.values(people).map((person) => person.id);
  const [notifications, { shareCode }, rsvpMail, inviteMail] = await Promise.all([
    db.selectFrom('notifications').select(['id', 'userId']).where('userId', 'in', everyone).execute(),
    db.selectFrom('teams').select('shareCode').where('id', '=', team.id).executeTakeFirstOrThrow(),
    latestMail(db, people.player.email, 'team-event-rsvp'),
    latestMail(db, invitedEmail),
  ]);
  const rsvpToken = rsvpMail ? (/\/rsvp\/([^?]+)/.exec(String(rsvpMail.data.goingUrl ?? ''))?.[1] ?? null) : null;
  const inviteToken = inviteMail ? new URL(String(inviteMail.data.actionUrl)).searchParams.get('invite') : null;

  /**
   * Ids by the name of the field that takes them, most useful first. A field named `id` is looked
   * up as `<router>.id` first.
   */
  const ids: Record<string, string[]> = {
    eventId: [
      ownEvent.id,
      teamEvent.id,
      series.id,
      approvalEvent.id,
      tournament.id,
      otherPublicEvent.id,
      otherPrivateEvent.id,
      ...occurrences.slice(1, 2).map((row) => row.id),
    ],
    teamId: [team.id, otherTeam.id],
    hostingTeamId: [team.id],
    userId: [
      people.player.id,
      people.coach.id,
      people.joiner.id,
      people.other.id,
      people.admin.id,
      people.parent.id,
      people.fan.id,
      people.invitee.id,
      people.stranger.id,
      people.owner.id,
    ],
    playerId: [people.player.id],
    recipientId: [people.player.id, people.owner.id, people.stranger.id],
    placeId: [place.id, otherPlace.id],
    formId: [formId, pricedFormId, draftFormId],
    versionId: [versionId, pricedVersionId],
    submissionId: [submission.id, pricedSubmission.id],
    seasonId: [seasonId, emptySeasonId],
    groupId: [groupId, emptyGroupId],
    seasonGroupId: [groupId],
    sessionId: [sessionId],
    seasonSessionId: [sessionId],
    registrationId: [registrationId],
    opponentId: [opponent.id],
    externalTeamId: [opponent.id],
    gameId: [game.id],
    sourceGameId: [game.id],
    slotGroupId: slotGroupIds,
    conversationId: [conversationId],
    messageId: [teamMessage.id],
    listId: [listId],
    connectionId: [familyRequestId, childConnection.id],
    familyMemberId: [child.id],
    notificationId: notifications.map((row) => row.id),
    invoiceId: [invoiceId],
    photoId: [photo.id],
    fileId: Object.values(fileIds),
    'places.id': [place.id, otherPlace.id],
    'activitySubscriptions.id': [activityId],
    'users.id': [alternateId],
    'billing.id': [team.id],
    'cities.id': cityId ? [`geonames:${cityId.id}`] : [],
  };
  const [verifyEmail, resetPassword, confirmEmailChange, verifyAlternateEmail] = await Promise.all([
    issueAuthToken(db, people.stranger.id, 'verify-email', 60),
    issueAuthToken(db, people.stranger.id, 'reset-password', 60),
    issueAuthToken(db, people.stranger.id, 'verify-new-email', 60, `changed-${tag}@example.com`),
    issueAuthToken(db, people.owner.id, 'verify-alternate-email', 60, `alt-${tag}@example.com`),
  ]);
  /** Single-use secrets a procedure takes in place of a session: each works once. */
  const tokens = { verifyEmail, resetPassword, confirmEmailChange, verifyAlternateEmail, rsvp: rsvpToken, invite: inviteToken, shareCode };

  const data = {
    tag,
    actors,
    people,
    ids,
    tokens,
    invitedEmail,
    /** A valid answer set to the world's form, as each actor would send it. */
    answers: Object.fromEntries(ACTOR_NAMES.map((name) => [name, answersFor(name)])) as Record<ActorName, Record<string, unknown>>,
    rows: {
      place: { id: place.id },
      otherPlace: { id: otherPlace.id },
      team: { id: team.id },
      otherTeam: { id: otherTeam.id },
      ownEvent: { id: ownEvent.id },
      series: { id: series.id },
      teamEvent: { id: teamEvent.id },
      approvalEvent: { id: approvalEvent.id },
      tournament: { id: tournament.id },
      otherPublicEvent: { id: otherPublicEvent.id },
      otherPrivateEvent: { id: otherPrivateEvent.id },
      formId,
      versionId,
      submissionId: submission.id,
      pricedFormId,
      pricedSubmissionId: pricedSubmission.id,
      seasonId,
      groupId,
      sessionId,
      gameId: game.id,
      photoId: photo.id,
      childId: child.id,
    },
  };
  return {
    /** What the fuzzer needs to build inputs, as plain data (it crosses to the fuzzer's process). */
    data,
    /** A new session for a user whose session a call ended (sign-out, password reset). */
    cookieFor: (userId: string) => cookieFor(h, userId),
    /**
     * What the world's valid inputs rely on (who exists, who holds which role, what is cancelled,
     * closed, blocked or gone), as one digest: when a call changes it, the next procedure starts
     * from a fresh world. Timestamps, counters and texts are left out, so an edit does not count.
     */
    async fingerprint(): Promise<string> {
      const userIds = Object.values(people).map((person) => person.id);
      const teamIds = [team.id, otherTeam.id];
      const eventIds = ids.eventId!;
      const formIds = ids.formId!;
      const digest = await sql<{ digest: string }>`
        select md5(concat_ws('|',
          (select string_agg(concat_ws(':', id, email, stripe_id), ',' order by id) from users where id = any(${userIds}::uuid[])),
          (select string_agg(concat_ws(':', team_id, user_id, role), ',' order by team_id, user_id) from team_members where team_id = any(${teamIds}::uuid[])),
          (select string_agg(concat_ws(':', id, deleted_at, privacy), ',' order by id) from teams where id = any(${teamIds}::uuid[])),
          (select string_agg(concat_ws(':', id, cancelled, is_private, series_id, creator_id), ',' order by id) from events where id = any(${eventIds}::uuid[])),
          (select string_agg(concat_ws(':', event_id, user_id, status), ',' order by event_id, user_id) from event_joiners where event_id = any(${eventIds}::uuid[])),
          (select string_agg(concat_ws(':', id, status, access, published_version_id), ',' order by id) from forms where id = any(${formIds}::uuid[])),
          (select string_agg(concat_ws(':', id, status), ',' order by id) from form_submissions where id = any(${[submission.id, pricedSubmission.id]}::uuid[])),
          (select string_agg(concat_ws(':', id, purpose), ',' order by id) from auth_tokens where user_id = any(${userIds}::uuid[])),
          (select string_agg(concat_ws(':', id, status), ',' order by id) from seasons where team_id = ${team.id}),
          (select count(*)::text from brackets where event_id = ${tournament.id}),
          (select string_agg(id::text, ',' order by id) from season_groups where season_id = ${seasonId}),
          (select string_agg(id::text, ',' order by id) from season_sessions where season_id = ${seasonId}),
          (select string_agg(concat_ws(':', id, status), ',' order by id) from season_registrations where season_id = ${seasonId}),
          (select string_agg(id::text, ',' order by id) from games where event_id = any(${eventIds}::uuid[])),
          (select string_agg(id::text, ',' order by id) from places where id = any(${[place.id, otherPlace.id]}::uuid[])),
          (select string_agg(id::text, ',' order by id) from place_photos where place_id = ${place.id}),
          (select string_agg(concat_ws(':', blocker_id, blocked_id), ',' order by blocker_id, blocked_id) from user_blocks where blocker_id = any(${userIds}::uuid[]) or blocked_id = any(${userIds}::uuid[])),
          (select string_agg(concat_ws(':', user_id, blocked::text), ',' order by user_id) from conversation_participants where conversation_id = ${conversationId}),
          (select string_agg(concat_ws(':', id, status), ',' order by id) from family_connections where requester_id = any(${userIds}::uuid[]) or recipient_id = any(${userIds}::uuid[])),
          (select string_agg(concat_ws(':', list_id, user_id), ',' order by list_id, user_id) from user_list_members where list_id = ${listId}),
          (select count(*)::text from user_lists where id = ${listId}),
          (select string_agg(id::text, ',' order by id) from external_teams where team_id = ${team.id}),
          (select string_agg(email, ',' order by email) from team_invitations where team_id = ${team.id}),
          (select string_agg(id::text, ',' order by id) from activity_subscriptions where id = ${activityId}),
          (select string_agg(id::text, ',' order by id) from user_alternate_emails where user_id = ${people.owner.id}),
          (select string_agg(concat_ws(':', id, status), ',' order by id) from invoices where id = ${invoiceId}),
          (select count(*)::text from notifications where user_id = any(${userIds}::uuid[]))
        )) as digest`.execute(db);
      return digest.rows[0]!.digest;
    },
  };
}

async function cookieFor(h: Pick<Harness, 'db'>, userId: string): Promise<string> {
  return `${SESSION.cookieName}=${(await createSession(h.db, userId)).token}`;
}

export type SeededWorld = Awaited<ReturnType<typeof seedWorld>>;
export type WorldData = SeededWorld['data'];
/** The world as the fuzzer sees it: its data, and a connection of the fuzzer's own to the same database. */
export type World = WorldData & { db: Database };

/** Every id a world holds, for fields whose name says nothing. */
export const allIdsOf = (world: WorldData) => [...new Set(Object.values(world.ids).flat())];
