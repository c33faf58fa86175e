import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { addTeamMember, createForm, createTeam } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { emptyWeek, PUBLIC_AVAILABILITY_PRIVACY } from '../../shared/availability/schemas.ts';
import { HOME_MESSAGES } from '../../shared/home/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;
type Person = Awaited<ReturnType<typeof signedInUser>>;
const tasksOf = async (person: Person) => (await person.call()).home.tasks();
const kindsOf = async (person: Person) => (await tasksOf(person)).map((task) => task.kind);

/** A finished account (verified, profile done, availability stored), so a test sees only the tasks it sets up. */
async function settledUser(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const person = await signedInUser(h, overrides);
  await settle(person);
  return person;
}
async function settle(person: Person) {
  await h.db
    .updateTable('users')
    .set({ hasAdditionalInfo: true, defaultCityName: 'Denver, CO', defaultCityLat: 39.74, defaultCityLng: -104.99, timeZone: 'America/Denver' })
    .where('id', '=', person.user.id)
    .execute();
  await (
    await person.call()
  ).availability.save({ weeklyAvailability: emptyWeek(), dateSpecificAvailability: [], privacySettings: PUBLIC_AVAILABILITY_PRIVACY });
}

/** A team with its owner (settled) and an event it hosts in `days` days. */
async function teamWithEvent(days = 3, title = 'Sunday scrimmage') {
  const owner = await settledUser({ displayName: 'Coach' });
  const team = await createTeam(h.db, owner.user.id, { name: 'Riverside Rockets' });
  const event = await createEvent(h.db, owner.user.id, { title, startsAt: new Date(Date.now() + days * DAY) });
  await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
  return { owner, team, event };
}

/** A registration of `person` to a form, owing money on a payment plan. */
async function owingSubmission(person: Person, formOwnerId: string, title = 'Spring league') {
  const form = await createForm(h.db, formOwnerId, { title });
  return h.db
    .insertInto('formSubmissions')
    .values({
      formId: form.id,
      versionId: form.publishedVersionId,
      userId: person.user.id,
      participantName: 'Jo Player',
      answers: JSON.stringify({}),
      status: 'balance-due',
      totalCents: 12_000,
      paidCents: 4_000,
      completedAt: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe('home.tasks', () => {
  it('lists a new user’s tasks in the spec’s order: invitation first, then e-mail, profile, availability, RSVP, balance', async () => {
    const { team, event, owner } = await teamWithEvent();
    const other = await createTeam(h.db, owner.user.id, { name: 'Lakeside Larks' });
    const user = await signedInUser(h, { emailVerified: false });
    await addTeamMember(h.db, team.id, user.user.id, 'player');
    await addTeamMember(h.db, other.id, user.user.id, 'pending-player', owner.user.id);
    await owingSubmission(user, owner.user.id);
    const tasks = await tasksOf(user);
    expect(tasks.map((task) => task.kind)).toEqual(['teamInvitation', 'verifyEmail', 'finishProfile', 'setAvailability', 'answerRsvp', 'payBalance']);
    expect(tasks[0]).toMatchObject({ title: HOME_MESSAGES.invitationTitle('Lakeside Larks'), action: { type: 'respondToInvite', teamId: other.id } });
    expect(tasks[4]).toMatchObject({ title: HOME_MESSAGES.answerRsvpTitle('Sunday scrimmage', null), action: { type: 'rsvp', eventId: event.id } });
    expect(tasks[5]).toMatchObject({ title: HOME_MESSAGES.payBalanceTitle('Spring league'), detail: HOME_MESSAGES.balanceDetail('Jo Player', '$80.00') });
  });

  it('each of the user’s own tasks disappears once it is done', async () => {
    const { team, event, owner } = await teamWithEvent();
    const other = await createTeam(h.db, owner.user.id, { name: 'Lakeside Larks' });
    const user = await signedInUser(h);
    await addTeamMember(h.db, team.id, user.user.id, 'player');
    await addTeamMember(h.db, other.id, user.user.id, 'pending-player', owner.user.id);
    const submission = await owingSubmission(user, owner.user.id);
    expect(await kindsOf(user)).toEqual(['teamInvitation', 'finishProfile', 'setAvailability', 'answerRsvp', 'payBalance']);

    await (await user.call()).teams.respondToInvite({ teamId: other.id, accept: false });
    expect(await kindsOf(user)).toEqual(['finishProfile', 'setAvailability', 'answerRsvp', 'payBalance']);

    await (
      await user.call()
    ).users.updateProfile({
      displayName: 'Jo',
      fullName: 'Jo Player',
      email: user.user.email,
      city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
      sports: ['Pickleball'],
    });
    expect(await kindsOf(user)).toEqual(['setAvailability', 'answerRsvp', 'payBalance']);

    await (
      await user.call()
    ).availability.save({ weeklyAvailability: emptyWeek(), dateSpecificAvailability: [], privacySettings: PUBLIC_AVAILABILITY_PRIVACY });
    expect(await kindsOf(user)).toEqual(['answerRsvp', 'payBalance']);

    await (await user.call()).teams.rsvp({ eventId: event.id, answer: 'maybe' });
    expect(await kindsOf(user)).toEqual(['payBalance']);

    // The last instalment lands (the ledger marks the registration paid).
    await h.db.updateTable('formSubmissions').set({ status: 'paid', paidCents: 12_000 }).where('id', '=', submission.id).execute();
    expect(await tasksOf(user)).toEqual([]);
  });

  it('asks only for team events in the next 7 days, not cancelled ones, and for a child on the roster by name', async () => {
    const { team, owner } = await teamWithEvent(10, 'Far away game');
    const soon = await createEvent(h.db, owner.user.id, { title: 'Cancelled practice', startsAt: new Date(Date.now() + 2 * DAY) });
    await h.db.updateTable('events').set({ hostingTeamId: team.id, cancelled: true }).where('id', '=', soon.id).execute();
    const near = await createEvent(h.db, owner.user.id, { title: 'Thursday practice', startsAt: new Date(Date.now() + 4 * DAY) });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', near.id).execute();
    const parent = await signedInMember(h, team.id, 'parent');
    await settle(parent);
    await (
      await parent.call()
    ).family.save({ add: [{ relation: 'child', isGthUser: false, firstName: 'Mia', lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' }], update: [] });
    const [child] = await (await parent.call()).teams.dependents({ teamId: team.id });
    await (await parent.call()).teams.addDependent({ teamId: team.id, familyMemberId: child!.familyMemberId });
    expect((await tasksOf(parent)).map((task) => task.title)).toEqual([
      HOME_MESSAGES.answerRsvpTitle('Thursday practice', null),
      HOME_MESSAGES.answerRsvpTitle('Thursday practice', 'Mia Lee'),
    ]);
    await (await parent.call()).teams.rsvp({ eventId: near.id, answer: 'going', familyMemberId: child!.familyMemberId });
    expect((await tasksOf(parent)).map((task) => task.title)).toEqual([HOME_MESSAGES.answerRsvpTitle('Thursday practice', null)]);
  });

  it('an organiser is asked to nudge who has not answered the next event; the task rests once nudged; a player is refused the nudge', async () => {
    const { owner, team, event } = await teamWithEvent();
    const player = await signedInMember(h, team.id, 'player');
    await settle(player);
    const silent = await signedInMember(h, team.id, 'player');
    await (await player.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    await (await owner.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    expect(await tasksOf(owner)).toEqual([
      expect.objectContaining({ kind: 'nudgeMembers', title: HOME_MESSAGES.nudgeTitle(1, 'Sunday scrimmage'), action: { type: 'nudge', eventId: event.id } }),
    ]);
    // A player does not manage the schedule: no nudge task, and the nudge itself is refused.
    expect(await tasksOf(player)).toEqual([]);
    expect((await rejection((await player.call()).teams.nudge({ eventId: event.id }))).code).toBe('FORBIDDEN');
    expect(await (await owner.call()).teams.nudge({ eventId: event.id })).toMatchObject({ nudged: 1 });
    expect(await tasksOf(owner)).toEqual([]);
    expect((await tasksOf(silent)).map((task) => task.kind)).toContain('answerRsvp');
  });

  it('the task also leaves when everyone has answered', async () => {
    const { owner, team, event } = await teamWithEvent();
    const player = await signedInMember(h, team.id, 'player');
    // The organiser is on the roster too: their own answer is asked first.
    expect(await kindsOf(owner)).toEqual(['answerRsvp', 'nudgeMembers']);
    await (await owner.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    await (await player.call()).teams.rsvp({ eventId: event.id, answer: 'not-going' });
    expect(await tasksOf(owner)).toEqual([]);
  });

  it('an organiser sees new submissions to their forms and overdue balances; a stranger sees none of it', async () => {
    const owner = await settledUser();
    const registrant = await settledUser();
    const stranger = await settledUser();
    const submission = await owingSubmission(registrant, owner.user.id, 'Fall league');
    await h.db
      .insertInto('invoices')
      .values({
        formSubmissionId: submission.id,
        organizerId: owner.user.id,
        playerId: registrant.user.id,
        dueDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
        totalCents: 4_000,
        lineItems: JSON.stringify([]),
      })
      .execute();
    expect((await tasksOf(owner)).map((task) => [task.kind, task.title])).toEqual([
      ['reviewSubmissions', HOME_MESSAGES.reviewSubmissionsTitle(1, 'Fall league')],
      ['overdueBalances', HOME_MESSAGES.overdueBalancesTitle(1, 'Fall league')],
    ]);
    expect(await tasksOf(stranger)).toEqual([]);
    expect(await kindsOf(registrant)).toEqual(['payBalance']);
  });

  it('an organiser with a draft form with fees is asked to link payouts; the task leaves once charges are enabled', async () => {
    const owner = await settledUser();
    const other = await settledUser();
    const form = await createForm(h.db, owner.user.id, { title: 'Summer camp' });
    const pricing = { currency: 'usd', discountCodes: [], siblingDiscountCents: 0, plan: null };
    await h.db
      .updateTable('forms')
      .set({ status: 'draft', draft: JSON.stringify({ ...form.definition, pricing }) })
      .where('id', '=', form.id)
      .execute();
    expect(await tasksOf(owner)).toEqual([
      expect.objectContaining({ kind: 'linkPayouts', title: HOME_MESSAGES.linkPayoutsTitle('Summer camp'), href: '/settings?tab=payments' }),
    ]);
    expect(await tasksOf(other)).toEqual([]);
    // Stripe's account webhook marks the linked account able to take charges.
    await h.db.updateTable('users').set({ stripeChargesEnabled: true }).where('id', '=', owner.user.id).execute();
    expect(await tasksOf(owner)).toEqual([]);
  });

  it('an event’s creator is asked about join requests waiting for approval; the task leaves once each is answered; the joiner is not asked', async () => {
    const organiser = await settledUser();
    const [a, b] = [await settledUser(), await settledUser()];
    const event = await createEvent(h.db, organiser.user.id, {
      title: 'Invite-only doubles',
      startsAt: new Date(Date.now() + 2 * DAY),
      creatorApprovalNeeded: true,
    });
    await (await a.call()).events.join({ eventId: event.id });
    await (await b.call()).events.join({ eventId: event.id });
    expect(await tasksOf(organiser)).toEqual([
      expect.objectContaining({ kind: 'joinRequests', title: HOME_MESSAGES.joinRequestsTitle(2, 'Invite-only doubles'), href: `/event/${event.id}/manage` }),
    ]);
    expect(await tasksOf(a)).toEqual([]);
    // A joiner cannot approve themself (events.approve is the creator's).
    expect((await rejection((await a.call()).events.approve({ eventId: event.id, userId: b.user.id }))).code).toBe('FORBIDDEN');
    await (await organiser.call()).events.approve({ eventId: event.id, userId: a.user.id });
    expect((await tasksOf(organiser)).map((task) => task.title)).toEqual([HOME_MESSAGES.joinRequestsTitle(1, 'Invite-only doubles')]);
    await (await organiser.call()).events.decline({ eventId: event.id, userId: b.user.id });
    expect(await tasksOf(organiser)).toEqual([]);
  });

  it('is refused without a session', async () => {
    expect((await rejection((await h.client().call()).home.tasks())).code).toBe('UNAUTHORIZED');
  });
});
