import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type * as z from 'zod/mini';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import { starterSiteData } from '../../shared/sites/schemas.ts';
import { publishSite } from '../../server/domains/sites/publish.ts';
import { calendarDateEdges, dateEdges, dateTimeEdges, RRULE_CORPUS, signatureCorpus, TIME_EDGES, type CorpusEntry } from './corpora.ts';
import type { Actor, World } from './fuzz-world.ts';
import { allIdsOf, FUZZ_PASSWORD } from './fuzz-world.ts';
import { hostileValue } from './hostile-values.ts';
import { leafPaths, valueAt } from './schema-paths.ts';
import { arbitraryFor, isCalendarDateSchema, type SchemaPath } from './zod-arbitrary.ts';

/**
 * Valid inputs and one-field mutations of them.
 *
 * A base is an input the procedure accepts (2xx) for an actor. It is discovered: candidates are
 * generated from the procedure's own schema (zod-arbitrary.ts, tame), with each field the domain
 * checks filled by its name from the seeded world (`knownValue`: ids that exist, a game type from
 * the table, a date in the future, the city the places are in); when none is accepted, the
 * hand-written EXAMPLES are tried. A mutation changes one slot of a base: to each entry of the
 * corpus its kind calls for (every entry, every run), or to a random hostile value.
 */

type Schema = z.core.$ZodType;
type Path = (string | number)[];
interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Def & { check?: string; format?: string } } }[] | undefined) ?? []).map((check) => check._zod.def);
const formatOf = (schema: Schema): string | undefined => {
  const def = defOf(schema);
  return [def, ...checksOf(def)].map((d) => d.format as string | undefined).find(Boolean);
};

export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const instantOn = (offset: number, time = '18:00') => new Date(`${day(offset)}T${time}:00.000Z`).toISOString();
const lastKey = (path: SchemaPath): string => [...path].reverse().find((part): part is string => typeof part === 'string' && part !== '*') ?? '';

let emailCounter = 0;
const freshEmail = (world: World) => `fuzz-${world.tag}-${++emailCounter}@example.com`;

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const SINGULAR: Record<string, string> = {
  userIds: 'userId',
  listIds: 'listId',
  notificationIds: 'notificationId',
  photoIds: 'photoId',
  allowedCommunities: 'teamId',
};
const TOKENS: Record<string, (world: World) => string | null> = {
  'auth.verifyEmail': (world) => world.tokens.verifyEmail,
  'auth.resetPassword': (world) => world.tokens.resetPassword,
  'auth.confirmEmailChange': (world) => world.tokens.confirmEmailChange,
  'auth.invitation': (world) => world.tokens.invite,
  'users.verifyAlternateEmail': (world) => world.tokens.verifyAlternateEmail,
  'teams.rsvpByLink': (world) => world.tokens.rsvp,
};

/** The ids a uuid field of this name may take, most useful first. */
export function idsFor(world: World, procedurePath: string, path: SchemaPath): string[] {
  const router = procedurePath.split('.')[0]!;
  const key = lastKey(path);
  const name = SINGULAR[key] ?? key;
  return world.ids[`${router}.${name}`] ?? world.ids[name] ?? allIdsOf(world);
}

/**
 * A value for a field the domain checks beyond its schema, chosen by the field's name (and the
 * procedure's, where one name means two things); undefined leaves it to the schema.
 */
export function knownValue(world: World, procedurePath: string, path: SchemaPath, schema: Schema): fc.Arbitrary<unknown> | undefined {
  const def = defOf(schema);
  const key = lastKey(path);
  const router = procedurePath.split('.')[0]!;
  if (def.type === 'string') {
    const format = formatOf(schema);
    if (format === 'uuid' || format === 'guid') return fc.constantFrom(...idsFor(world, procedurePath, path));
    if (isCalendarDateSchema(schema)) {
      if (key === 'birthdate') return fc.constant('1990-05-17');
      if (/^(endsOn|endDate|dateTo|max)$/.test(key)) return fc.integer({ min: 60, max: 80 }).map(day);
      if (/^(startsOn|startDate|dateFrom|min)$/.test(key)) return fc.integer({ min: 10, max: 20 }).map(day);
      return fc.integer({ min: 6, max: 30 }).map(day);
    }
    if (format === 'datetime') {
      if (key === 'before') return fc.constant(new Date().toISOString());
      return fc.integer({ min: 3, max: 30 }).map((offset) => instantOn(offset));
    }
    if (format === 'email' || /email$/i.test(key)) return fc.constant(null).map(() => freshEmail(world));
    const token = TOKENS[procedurePath];
    if (key === 'token' && token) return fc.constant(token(world));
    if (key === 'inviteToken') return fc.constant(world.tokens.invite);
    if (key === 'code') return fc.constant(router === 'teams' ? world.tokens.shareCode : 'ac_fuzz');
    if (key === 'id' && world.ids[`${router}.id`]?.length) return fc.constantFrom(...world.ids[`${router}.id`]!);
    const byName: Record<string, string> = {
      password: FUZZ_PASSWORD,
      gameType: 'Pickleball',
      sport: 'Pickleball',
      sports: 'Pickleball',
      activities: 'Pickleball',
      gameTypes: 'Pickleball',
      timeStart: '18:00',
      startTime: '09:00',
      endTime: '17:00',
      timezone: 'America/Chicago',
      city: 'Austin, TX',
      state: 'TX',
      formattedAddress: '2100 Barton Springs Rd, Austin, TX',
      address: '2100 Barton Springs Rd, Austin, TX',
      phoneNumber: '+15125550100',
      phone: '+15125550100',
      query: router === 'cities' ? 'Austin' : 'Fuzz',
      q: 'Fuzz',
      planId: 'pro',
      rrule: 'FREQ=WEEKLY;COUNT=4',
    };
    if (key in byName) return fc.constant(byName[key]);
    if (key === 'cursor' || key === 'discountCode') return fc.constant(null);
    if (key === 'name' && path.includes('city')) return fc.constant('Austin, TX');
    if (key === 'description' && path.includes('address')) return fc.constant('Austin, TX');
    return undefined;
  }
  if (def.type === 'number' || def.type === 'int') {
    const byName: Record<string, fc.Arbitrary<number>> = {
      lat: fc.double({ min: AUSTIN.lat - 0.05, max: AUSTIN.lat + 0.05, noNaN: true }),
      lng: fc.double({ min: AUSTIN.lng - 0.05, max: AUSTIN.lng + 0.05, noNaN: true }),
      north: fc.constant(30.6),
      south: fc.constant(30.0),
      east: fc.constant(-97.4),
      west: fc.constant(-98.1),
      radiusKm: fc.constant(50),
      radius: fc.constant(10),
      limit: fc.constant(10),
      pageSize: fc.constant(10),
      capacity: fc.integer({ min: 5, max: 40 }),
      amountCents: fc.constant(1000),
      age: fc.constant(10),
      guests: fc.constant(0),
      guestLimit: fc.constant(0),
      hours: fc.constant(1),
      minutes: fc.constant(30),
      step: fc.constant(1),
      homeScore: fc.constant(2),
      awayScore: fc.constant(1),
      take: fc.constant(2),
      priceCents: fc.constant(0),
      hoursToCancelBefore: fc.constant(0),
      minimumNeeded: fc.constant(2),
      minimumCutoffHours: fc.constant(2),
    };
    return byName[key];
  }
  if (def.type === 'date') {
    if (key === 'startDate') return fc.constant(new Date(instantOn(2)));
    if (key === 'endDate') return fc.constant(new Date(instantOn(40)));
    return fc.integer({ min: 3, max: 30 }).map((offset) => new Date(instantOn(offset)));
  }
  return undefined;
}

const candidates = new Map<string, fc.Arbitrary<unknown>>();

/**
 * Candidates for a valid input: generated from the schema, the known values filled in. Built once
 * per procedure and world (a large schema, a form's definition, takes most of a second to build).
 */
export function candidateArbitrary(procedure: { path: string; input: unknown }, world: World): fc.Arbitrary<unknown> {
  if (!procedure.input) return fc.constant(undefined);
  const key = `${procedure.path} ${world.tag}`;
  let arbitrary = candidates.get(key);
  if (!arbitrary) {
    arbitrary = arbitraryFor(procedure.input as Schema, {
      knownIds: () => allIdsOf(world),
      tame: true,
      override: (path, schema) => knownValue(world, procedure.path, path, schema),
    });
    candidates.set(key, arbitrary);
  }
  return arbitrary;
}

const eventForm = (world: World) => ({
  title: 'Fuzz night',
  gameType: 'Pickleball',
  date: day(8),
  timeStart: '18:00',
  duration: { hours: 1, minutes: 30 },
  location: { placeId: world.rows.place.id },
});

const EXAMPLE_DEFINITION: FormDefinition = {
  title: 'Fuzz tryouts',
  description: '',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who?', required: true },
    { id: 'sign', type: 'signature', label: 'Signature', required: true },
  ],
  pricing: null,
};

/**
 * Inputs generation cannot make valid: a recurring event, a form's answers, a token from a mail,
 * a game's current version. Each is tried when no generated candidate was accepted; for the
 * procedure's lead actor every one is tried, and each accepted becomes a base of its own (so the
 * recurrence corpus runs on a recurring event, the signature corpus on a signed form).
 */
const POST_DRAFT = {
  place: { category: 'play-and-competition', subcategory: 'sub-needed' },
  title: 'Sub needed Thursday',
  body: 'Our doubles partner is out; 7 pm at Zilker.',
  city: { name: 'Austin, TX', ...AUSTIN },
  gameType: 'Pickleball',
  happensOn: day(8),
};

/** A post by the actor (signed out: by the world's owner), so the author-only calls have one of their own. */
async function fuzzPost(world: World, actor: Actor): Promise<string> {
  const authorId = actor.userId ?? world.people.owner.id;
  const { category, subcategory } = POST_DRAFT.place;
  const row = await world.db
    .insertInto('posts')
    .values({ authorId, category, subcategory, title: POST_DRAFT.title, body: POST_DRAFT.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A push registration of the actor's own (signed out: the world's owner's), as this browser's POST
 * made it, so PATCH and DELETE have one to act on; a fresh endpoint each time, as DELETE consumes it.
 */
let pushEndpoints = 0;
async function fuzzPushRegistration(world: World, actor: Actor) {
  const body = {
    endpoint: `https://push.fuzz.example/send/${world.tag}-${++pushEndpoints}`,
    p256dh: randomBytes(65).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await world.db
    .insertInto('pushRegistrations')
    .values({ userId: actor.userId ?? world.people.owner.id, ...body })
    .execute();
  return body;
}

/** A group of the world's owner, player and joiner (and the actor), so the group procedures have one to act on. */
async function fuzzGroup(world: World, actor: Actor): Promise<string> {
  const members = new Set([world.people.owner.id, world.people.player.id, world.people.joiner.id, ...(actor.userId ? [actor.userId] : [])]);
  const group = await world.db
    .insertInto('conversations')
    .values({ title: 'Fuzz group', createdBy: world.people.owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await world.db
    .insertInto('conversationParticipants')
    .values([...members].map((userId) => ({ conversationId: group.id, userId })))
    .execute();
  return group.id;
}

/** A club the actor owns (the world's owner for a signed-out actor), with the world's team in it. */
async function fuzzClub(world: World, actor: Actor): Promise<{ id: string; slug: string }> {
  const creatorId = actor.userId ?? world.people.owner.id;
  const slug = `fuzz-${randomBytes(6).toString('hex')}`;
  const club = await world.db.insertInto('organizations').values({ name: 'Fuzz Club', slug, creatorId }).returning(['id', 'slug']).executeTakeFirstOrThrow();
  await world.db.insertInto('organizationMembers').values({ organizationId: club.id, userId: creatorId, role: 'owner' }).execute();
  return club;
}
const freshSlug = () => `fuzz-${randomBytes(6).toString('hex')}`;

/**
 * A league the actor runs (the world's owner's for a signed-out actor), with a published season
 * open for registration and two divisions: one with two approved teams, an application and an
 * invitation waiting (entries, schedule generation), one whose two teams have a game (scores).
 * Every team is the league runner's own; a fifth has not entered, for applyTeam and invite.
 */
async function fuzzLeague(world: World, actor: Actor) {
  const adminId = actor.userId ?? world.people.owner.id;
  const { db } = world;
  const league = await db
    .insertInto('leagues')
    .values({ name: 'Fuzz League', sport: 'Pickleball', cityName: 'Austin, TX', ...AUSTIN, creatorId: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('leagueSeasons')
    .values({
      leagueId: league.id,
      name: 'Fuzz season',
      startsOn: day(1),
      endsOn: day(120),
      registrationOpensOn: day(-5),
      registrationClosesOn: day(30),
      status: 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [division, played] = await db
    .insertInto('leagueDivisions')
    .values([
      { seasonId: season.id, name: 'Fuzz A' },
      { seasonId: season.id, name: 'Fuzz B' },
    ])
    .returning('id')
    .execute();
  const teams = await db
    .insertInto('teams')
    .values(
      ['One', 'Two', 'Three', 'Four', 'Five'].map((name) => ({
        name: `Fuzz ${name}`,
        creatorId: adminId,
        gameType: 'Pickleball',
        cityName: 'Austin, TX',
        ...AUSTIN,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  await db
    .insertInto('teamMembers')
    .values(teams.map((team) => ({ teamId: team.id, userId: adminId, role: 'owner' })))
    .execute();
  const [one, two, three, four, five] = teams as [
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
    (typeof teams)[number],
  ];
  const entries = await db
    .insertInto('divisionEntries')
    .values([
      { divisionId: division!.id, teamId: one.id, state: 'approved' },
      { divisionId: division!.id, teamId: two.id, state: 'approved' },
      { divisionId: division!.id, teamId: three.id, state: 'applied' },
      { divisionId: division!.id, teamId: four.id, state: 'invited' },
      { divisionId: played!.id, teamId: one.id, state: 'approved' },
      { divisionId: played!.id, teamId: two.id, state: 'approved' },
    ])
    .returning('id')
    .execute();
  const startsAt = new Date(instantOn(7));
  const event = await db
    .insertInto('events')
    .values({
      title: 'Fuzz One vs Fuzz Two',
      gameType: 'Pickleball',
      durationMinutes: 60,
      timezone: 'America/Chicago',
      locationName: 'Court 1',
      ...AUSTIN,
      geohash: '9v6kpwr0v',
      hostingTeamId: one.id,
      creatorId: adminId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const game = await db
    .insertInto('games')
    .values({
      eventId: event.id,
      homeTeamId: one.id,
      homeName: one.name,
      awayTeamId: two.id,
      awayName: two.name,
      startsAt,
      court: 'Court 1',
      divisionId: played!.id,
      leagueRound: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    leagueId: league.id,
    seasonId: season.id,
    divisionId: division!.id,
    playedDivisionId: played!.id,
    freeTeamId: five.id,
    approvedEntryId: entries[0]!.id,
    appliedEntryId: entries[2]!.id,
    invitedEntryId: entries[3]!.id,
    gameId: game.id,
  };
}
const leagueSeason = {
  name: 'Fuzz fall',
  startsOn: day(10),
  endsOn: day(90),
  registrationOpensOn: day(0),
  registrationClosesOn: day(9),
  blackoutDates: [day(20)],
};
const scheduleRequest = { rounds: 'single', dates: [day(5), day(6)], times: ['18:00'], venues: ['Court 1'], blackoutDates: [], gameMinutes: 60 };
/** A club the actor owns with the world's player in it as a member: the target of role changes. */
async function fuzzClubWithMember(world: World, actor: Actor): Promise<{ organizationId: string; userId: string }> {
  const club = await fuzzClub(world, actor);
  const userId = world.people.player.id === (actor.userId ?? world.people.owner.id) ? world.people.joiner.id : world.people.player.id;
  await world.db.insertInto('organizationMembers').values({ organizationId: club.id, userId, role: 'member' }).execute();
  return { organizationId: club.id, userId };
}

/** A club of the world's owner that has invited the actor (when signed in). */
async function fuzzClubInvitingActor(world: World, actor: Actor): Promise<string> {
  const club = await fuzzClub(world, { ...actor, userId: world.people.owner.id } as Actor);
  if (actor.userId && actor.userId !== world.people.owner.id) {
    await world.db.insertInto('organizationMembers').values({ organizationId: club.id, userId: actor.userId, role: 'coach', state: 'invited' }).execute();
  }
  return club.id;
}

/** A published website of a fresh club the actor owns (signed out: the owner's), with its draft, so every sites procedure reaches its domain. */
async function fuzzSite(world: World, actor: Actor): Promise<string> {
  const club = await fuzzClub(world, actor);
  const creatorId = actor.userId ?? world.people.owner.id;
  const site = await world.db
    .insertInto('websites')
    .values({ organizationId: club.id, creatorId, title: 'Fuzz Site' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await world.db
    .insertInto('websiteDrafts')
    .values({ websiteId: site.id, data: JSON.stringify(starterSiteData('Fuzz Site')) })
    .execute();
  await publishSite(world.db, creatorId, site.id, new Date());
  return site.id;
}
/** A pending custom domain of a fresh published website the actor may manage (custom domains, issue 35). */
async function fuzzDomain(world: World, actor: Actor): Promise<{ id: string }> {
  const websiteId = await fuzzSite(world, actor);
  return world.db
    .insertInto('customDomains')
    .values({ websiteId, hostname: `${freshSlug()}.example.com`, verificationToken: freshSlug() })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export const EXAMPLES: Record<string, (world: World, actor: Actor) => unknown[] | Promise<unknown[]>> = {
  'auth.signUp': (world) => [
    { email: freshEmail(world), password: FUZZ_PASSWORD },
    { email: world.invitedEmail, password: FUZZ_PASSWORD, inviteToken: world.tokens.invite },
  ],
  'auth.signIn': (world, actor) => [{ email: actor.email ?? world.people.stranger.email, password: FUZZ_PASSWORD }],
  'auth.requestPasswordReset': (world, actor) => [{ email: actor.email ?? world.people.stranger.email }],
  'auth.resetPassword': (world) => [{ token: world.tokens.resetPassword, password: 'another horse battery' }],
  'auth.requestEmailChange': (world) => [{ newEmail: freshEmail(world), password: FUZZ_PASSWORD }],
  'events.create': (world) => [
    eventForm(world),
    { ...eventForm(world), title: 'Fuzz weekly', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' } },
    {
      ...eventForm(world),
      title: 'Fuzz match',
      hostingTeamId: world.rows.team.id,
      opponentId: world.ids.opponentId![0],
      seasonSessionId: world.rows.sessionId,
    },
    { ...eventForm(world), location: { name: 'Town green', address: '1 Main St, Austin, TX', ...AUSTIN } },
  ],
  'events.update': (world) => [
    { eventId: world.rows.ownEvent.id, scope: 'occurrence', event: { ...eventForm(world), capacity: 20 } },
    { eventId: world.rows.series.id, scope: 'series', event: { ...eventForm(world), title: 'Fuzz weekly', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=6' } } },
  ],
  'events.join': (world) => [
    { eventId: world.rows.ownEvent.id, slotGroupId: world.ids.slotGroupId![0] },
    { eventId: world.rows.otherPublicEvent.id },
    { eventId: world.rows.approvalEvent.id },
  ],
  'events.leave': (world) => [{ eventId: world.rows.ownEvent.id }],
  'events.approve': (world) => [{ eventId: world.rows.approvalEvent.id, userId: world.people.joiner.id }],
  'events.decline': (world) => [{ eventId: world.rows.approvalEvent.id, userId: world.people.joiner.id }],
  'events.removeJoiner': (world) => [{ eventId: world.rows.ownEvent.id, userId: world.people.player.id }],
  'events.checkIn': (world) => [{ eventId: world.rows.ownEvent.id, userId: world.people.player.id, checkedIn: true }],
  'events.invite': (world) => [{ eventId: world.rows.ownEvent.id, userIds: [world.people.stranger.id] }],
  'events.cancel': (world) => [{ eventId: world.rows.series.id, scope: 'series', reason: 'Rain' }],
  // The world's form offers no divisions, so none is picked (issue 31, defect 10).
  'forms.submit': (world, actor) => [{ formId: world.rows.formId, versionId: world.rows.versionId, answers: world.answers[actor.name], divisionId: null }],
  'forms.saveDraft': (world) => [{ formId: world.ids.formId![1], definition: EXAMPLE_DEFINITION }],
  'forms.publish': (world) => [{ formId: world.rows.formId }],
  // One group for everyone (no divisions), so the world's form stays fillable without picking one.
  'forms.setRegistration': (world) => [
    { formId: world.rows.formId, seasonId: world.rows.seasonId, groupId: world.rows.groupId, grantsRole: 'player', divisions: [] },
  ],
  'forms.invite': (world) => [{ formId: world.rows.formId, userId: world.people.stranger.id }],
  'forms.recordOfflinePayment': (world) => [{ formId: world.rows.pricedFormId, submissionId: world.rows.pricedSubmissionId, amountCents: 1000, note: 'Cash' }],
  'forms.pay': (world) => [{ formId: world.rows.pricedFormId, submissionId: world.rows.pricedSubmissionId }],
  // The player's own Checkout of the priced registration, still being confirmed (as forms.pay leaves it before the webhook).
  'forms.checkoutState': async (world) => {
    const sessionId = `cs_fuzz_${randomBytes(6).toString('hex')}`;
    await world.db
      .insertInto('payments')
      .values({
        purpose: 'form',
        referenceId: world.rows.pricedSubmissionId,
        payerId: world.people.player.id,
        organizerId: world.people.owner.id,
        amountCents: 1000,
        description: 'Fuzz registration',
        checkoutSessionId: sessionId,
      })
      .execute();
    return [{ formId: world.rows.pricedFormId, submissionId: world.rows.pricedSubmissionId, sessionId }];
  },
  'forms.refund': async (world) => {
    await world.db
      .insertInto('formOfflinePayments')
      .values({ submissionId: world.rows.pricedSubmissionId, amountCents: 1000, recordedBy: world.people.owner.id })
      .execute();
    return [{ formId: world.rows.pricedFormId, submissionId: world.rows.pricedSubmissionId, reason: 'Injured' }];
  },
  // Same registration as forms.refund: a well-formed input; a 2xx would need a card payment known to the fake Stripe, which lives in the server process.
  'forms.refundPart': (world) => [
    { formId: world.rows.pricedFormId, submissionId: world.rows.pricedSubmissionId, amountCents: 500, reason: 'Missed a session' },
  ],
  'games.create': (world) => [
    {
      eventId: world.rows.teamEvent.id,
      home: { kind: 'name', name: 'Blue' },
      away: { kind: 'name', name: 'Red' },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    },
  ],
  'games.update': async (world) => {
    const game = await world.db.selectFrom('games').select('version').where('id', '=', world.rows.gameId).executeTakeFirst();
    return [
      {
        gameId: world.rows.gameId,
        version: game?.version ?? 1,
        status: 'live',
        periods: [],
        homeScore: 1,
        awayScore: 0,
        forfeitWinner: null,
        court: 'Court 1',
        notes: '',
        reason: '',
      },
    ];
  },
  // No input: the signed-in organiser's own list.
  'games.myTournaments': () => [undefined],
  'games.resetPlayoffBracket': (world) => [{ eventId: world.rows.tournament.id }],
  // A side typed under a stray name, merged into the team's opponent (each try adds its own game).
  'games.mergeSides': async (world) => {
    const name = `Stray ${randomBytes(4).toString('hex')}`;
    await world.db
      .insertInto('games')
      .values({ eventId: world.rows.teamEvent.id, seasonGroupId: world.rows.groupId, homeName: name, awayName: `${name} B` })
      .execute();
    return [{ seasonGroupId: world.rows.groupId, from: { kind: 'name', name }, into: { kind: 'team', teamId: world.rows.team.id } }];
  },
  'games.generatePlayoffBracket': (world) => [
    {
      eventId: world.rows.teamEvent.id,
      sourceGameId: null,
      format: 'single_elimination',
      seeding: { from: 'manual', entrants: ['A', 'B', 'C', 'D'].map((name) => ({ kind: 'name', name: `Side ${name}` })) },
      thirdPlace: false,
    },
  ],
  'teams.create': () => [
    {
      name: 'Fuzz United',
      gameType: 'Pickleball',
      city: { name: 'Austin, TX', ...AUSTIN },
      ageGroup: 'Adults',
      gender: 'Any',
      skillLevel: 'All levels',
      privacy: 'public',
    },
  ],
  'teams.update': (world) => [
    {
      teamId: world.rows.team.id,
      details: {
        name: 'Fuzz Team',
        gameType: 'Pickleball',
        city: { name: 'Austin, TX', ...AUSTIN },
        ageGroup: 'Adults',
        gender: 'Any',
        skillLevel: 'All levels',
        privacy: 'public',
      },
    },
  ],
  'teams.previewByCode': (world) => [{ code: world.tokens.shareCode }],
  'teams.respondToInvite': (world) => [{ teamId: world.rows.team.id, accept: true }],
  'teams.changeRole': (world) => [{ teamId: world.rows.team.id, userId: world.people.fan.id, role: 'player' }],
  'teams.removeMember': (world) => [{ teamId: world.rows.team.id, userId: world.people.fan.id }],
  'teams.transferOwnership': (world) => [{ teamId: world.rows.team.id, userId: world.people.admin.id }],
  'teams.cancelInvite': (world) => [{ teamId: world.rows.team.id, email: world.invitedEmail }],
  'teams.invitePeople': (world) => [{ teamId: world.rows.team.id, people: [{ userId: world.people.other.id, role: 'player' }] }],
  'teams.inviteMembers': (world) => [{ teamId: world.rows.team.id, invites: [{ email: freshEmail(world), role: 'player' }] }],
  'teams.rsvp': (world, actor) => [
    { eventId: world.rows.teamEvent.id, answer: 'going', ...(actor.name === 'parent' ? { familyMemberId: world.rows.childId } : {}) },
  ],
  'teams.rsvpByLink': (world) => [{ token: world.tokens.rsvp, answer: 'going' }],
  'teams.myEvents': () => [{ limit: 7 }],
  'home.tasks': () => [undefined],
  // The post board: a well-formed post, and the actor's own post for the author-only calls (each try makes its own).
  'posts.create': () => [POST_DRAFT],
  'posts.list': () => [{ place: POST_DRAFT.place }, { search: 'doubles partner' }, {}],
  'posts.get': async (world, actor) => [{ postId: await fuzzPost(world, actor) }],
  'posts.update': async (world, actor) => [{ postId: await fuzzPost(world, actor), draft: { ...POST_DRAFT, title: 'Sub found, thanks' } }],
  'posts.close': async (world, actor) => [{ postId: await fuzzPost(world, actor) }],
  'posts.delete': async (world, actor) => [{ postId: await fuzzPost(world, actor) }],
  'posts.replies': async (world, actor) => [{ postId: await fuzzPost(world, actor) }],
  // Replies and reports on the owner's post: another actor's words about it.
  'posts.reply': async (world) => [{ postId: await fuzzPost(world, { userId: world.people.owner.id } as Actor), body: 'I can play.' }],
  // Admins only: every fuzz actor is refused, from a valid input all the same.
  'posts.hidden': () => [undefined],
  'posts.review': async (world, actor) => [{ postId: await fuzzPost(world, actor), decision: 'restore' }],
  'posts.report': async (world) => [{ postId: await fuzzPost(world, { userId: world.people.owner.id } as Actor), reason: 'Looks like spam.' }],
  // Hosts you follow: an organiser (a user id) and a public team (a team id) resolve by the one id.
  'follows.follow': (world) => [{ hostId: world.people.owner.id }, { hostId: world.rows.team.id }],
  'follows.unfollow': (world) => [{ hostId: world.people.owner.id }, { hostId: world.rows.team.id }],
  'follows.mine': () => [undefined],
  'follows.host': (world) => [{ hostId: world.people.owner.id }, { hostId: world.rows.team.id }],
  // Clubs: each example makes a fresh club the actor owns, so valid inputs reach the domain.
  'leagues.create': () => [{ name: 'Fuzz League', sport: 'Pickleball', city: { name: 'Austin, TX', ...AUSTIN }, about: 'Fuzz play' }],
  'leagues.update': async (world, actor) => [{ leagueId: (await fuzzLeague(world, actor)).leagueId, details: { name: 'Fuzz League 2', sport: 'Pickleball' } }],
  'leagues.get': async (world, actor) => [{ leagueId: (await fuzzLeague(world, actor)).leagueId }],
  'leagues.delete': async (world, actor) => [{ leagueId: (await fuzzLeague(world, actor)).leagueId }],
  'leagues.deleteSeason': async (world, actor) => [{ seasonId: (await fuzzLeague(world, actor)).seasonId }],
  'leagues.deleteDivision': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).playedDivisionId }],
  'leagues.search': async (world, actor) => [
    { q: 'fuzz', sport: 'Pickleball', city: 'Austin', from: day(0), to: day(60) },
    { ...AUSTIN, radiusKm: 50, cursor: 0, limit: 5 },
    { organizationId: (await fuzzClub(world, actor)).id },
  ],
  'leagues.mine': () => [undefined],
  'leagues.createSeason': async (world, actor) => [{ leagueId: (await fuzzLeague(world, actor)).leagueId, season: leagueSeason }],
  'leagues.updateSeason': async (world, actor) => [{ seasonId: (await fuzzLeague(world, actor)).seasonId, season: leagueSeason, status: 'published' }],
  'leagues.createDivision': async (world, actor) => [
    { seasonId: (await fuzzLeague(world, actor)).seasonId, division: { name: 'Fuzz C', maxTeams: 8, tieBreakers: ['headToHead'], formId: null } },
  ],
  'leagues.updateDivision': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).divisionId, division: { name: 'Fuzz A2', maxTeams: 12 } }],
  'leagues.applyTeam': async (world, actor) => {
    const league = await fuzzLeague(world, actor);
    return [{ divisionId: league.divisionId, teamId: league.freeTeamId }];
  },
  'leagues.invite': async (world, actor) => {
    const league = await fuzzLeague(world, actor);
    return [{ divisionId: league.divisionId, teamId: league.freeTeamId }];
  },
  'leagues.decide': async (world, actor) => [{ entryId: (await fuzzLeague(world, actor)).appliedEntryId, approve: true }],
  'leagues.respond': async (world, actor) => [{ entryId: (await fuzzLeague(world, actor)).invitedEntryId, accept: true }],
  'leagues.withdraw': async (world, actor) => [{ entryId: (await fuzzLeague(world, actor)).approvedEntryId }],
  'leagues.entries': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).divisionId }],
  'leagues.eligibleTeams': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).divisionId }],
  'leagues.previewSchedule': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).divisionId, ...scheduleRequest }],
  'leagues.generateSchedule': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).divisionId, ...scheduleRequest }],
  'leagues.schedule': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).playedDivisionId }],
  'leagues.standings': async (world, actor) => [{ divisionId: (await fuzzLeague(world, actor)).playedDivisionId }],
  'leagues.reschedule': async (world, actor) => [{ gameId: (await fuzzLeague(world, actor)).gameId, startsAt: new Date(instantOn(9)), venue: 'Court 2' }],
  'leagues.reportScore': async (world, actor) => [{ gameId: (await fuzzLeague(world, actor)).gameId, homeScore: 3, awayScore: 1 }],
  'leagues.confirmScore': async (world, actor) => {
    const league = await fuzzLeague(world, actor);
    await world.db
      .insertInto('leagueScoreReports')
      .values({ gameId: league.gameId, homeScore: 2, awayScore: 2, state: 'reported', reportedSide: 'home' })
      .execute();
    return [{ gameId: league.gameId }];
  },
  'leagues.disputeScore': async (world, actor) => {
    const league = await fuzzLeague(world, actor);
    await world.db
      .insertInto('leagueScoreReports')
      .values({ gameId: league.gameId, homeScore: 2, awayScore: 0, state: 'reported', reportedSide: 'home' })
      .execute();
    return [{ gameId: league.gameId }];
  },
  'leagues.seedPlayoffs': async (world, actor) => [
    {
      divisionId: (await fuzzLeague(world, actor)).playedDivisionId,
      size: 2,
      format: 'single_elimination',
      startsAt: new Date(instantOn(60)),
      venue: 'Center Court',
    },
  ],
  'organizations.create': () => [
    { name: 'Fuzz Club', slug: freshSlug(), city: { name: 'Austin, TX', ...AUSTIN }, sports: ['Pickleball'], website: 'https://example.com' },
  ],
  'organizations.update': async (world, actor) => [
    { organizationId: (await fuzzClub(world, actor)).id, details: { name: 'Fuzz Club Renamed', about: 'About us' } },
  ],
  'organizations.changeSlug': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id, slug: freshSlug() }],
  'organizations.bySlug': async (world, actor) => [{ slug: (await fuzzClub(world, actor)).slug }, {}],
  'organizations.byId': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id }],
  'organizations.search': () => [{ ...AUSTIN, radiusKm: 50, sport: 'Pickleball', text: 'club' }, { text: 'fuzz' }],
  'organizations.mine': () => [undefined],
  'organizations.attachableTeams': () => [undefined],
  'organizations.createTeam': async (world, actor) => [
    {
      organizationId: (await fuzzClub(world, actor)).id,
      team: {
        name: 'Fuzz U10',
        gameType: 'Pickleball',
        city: { name: 'Austin, TX', ...AUSTIN },
        ageGroup: 'Under 10',
        gender: 'Mixed',
        skillLevel: 'All levels',
        privacy: 'public',
      },
    },
  ],
  'organizations.attachTeam': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id, teamId: world.rows.team.id }],
  // Websites: each example makes a fresh published site of a club the actor owns.
  'sites.mine': () => [undefined],
  'sites.create': (world) => [{ owner: { teamId: world.rows.team.id }, title: 'Fuzz Site' }],
  'sites.draft': async (world, actor) => [{ id: await fuzzSite(world, actor) }, {}],
  'sites.saveDraft': async (world, actor) => [{ id: await fuzzSite(world, actor), revision: 1, data: starterSiteData('Fuzz Site') }],
  'sites.publish': async (world, actor) => [{ id: await fuzzSite(world, actor) }],
  'sites.versions': async (world, actor) => [{ id: await fuzzSite(world, actor) }],
  'sites.restore': async (world, actor) => [{ id: await fuzzSite(world, actor), version: 1 }],
  'sites.liveData': async (world, actor) => [{ id: await fuzzSite(world, actor) }],
  'sites.byId': async (world, actor) => [{ id: await fuzzSite(world, actor) }],
  'sites.listings': () => [undefined],
  'sites.setListing': (world) => [{ teamId: world.rows.team.id, show: true }],
  'organizations.detachTeam': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id, teamId: world.rows.team.id }],
  'organizations.roles': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id }],
  'organizations.inviteMember': async (world, actor) => [
    { organizationId: (await fuzzClub(world, actor)).id, email: world.people.other.email, role: 'treasurer' },
    { organizationId: (await fuzzClub(world, actor)).id, userId: world.people.player.id, role: 'coach' },
  ],
  'organizations.respondToInvite': async (world, actor) => [
    { organizationId: await fuzzClubInvitingActor(world, actor), accept: true },
    { organizationId: await fuzzClubInvitingActor(world, actor), accept: false },
  ],
  'organizations.changeRole': async (world, actor) => [{ ...(await fuzzClubWithMember(world, actor)), role: 'coach' }],
  'organizations.removeMember': async (world, actor) => [await fuzzClubWithMember(world, actor)],
  'organizations.transferOwnership': async (world, actor) => [await fuzzClubWithMember(world, actor)],
  'organizations.roster': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id, text: 'fuzz', page: 1 }],
  'organizations.rosterCsv': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id }],
  'organizations.inbox': async (world, actor) => [
    { organizationId: (await fuzzClub(world, actor)).id, teamId: world.rows.team.id, kind: 'payment', status: 'paid' },
    { organizationId: (await fuzzClub(world, actor)).id, page: 2 },
  ],
  'organizations.inboxCsv': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id, kind: 'registration' }],
  'organizations.news': async (world, actor) => [{ organizationId: (await fuzzClub(world, actor)).id }],
  'organizations.postNews': async (world, actor) => [
    { organizationId: (await fuzzClub(world, actor)).id, title: 'Tryouts', body: 'Saturday at ten.', visibility: 'public' },
  ],
  'organizations.deleteNews': async (world, actor) => {
    const club = await fuzzClub(world, actor);
    const news = await world.db
      .insertInto('organizationNews')
      .values({ organizationId: club.id, authorId: actor.userId ?? world.people.owner.id, title: 'Fuzz news', body: 'Body', visibility: 'members' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return [{ organizationId: club.id, newsId: news.id }];
  },
  'sites.addDomain': async (world, actor) => [{ websiteId: await fuzzSite(world, actor), hostname: `www.${freshSlug()}.example.com` }],
  'sites.removeDomain': async (world, actor) => [{ domainId: (await fuzzDomain(world, actor)).id }],
  'sites.domains': async (world, actor) => [{ websiteId: await fuzzSite(world, actor) }],
  'sites.checkDomainNow': async (world, actor) => [{ domainId: (await fuzzDomain(world, actor)).id }],
  'sites.domainWebsites': () => [undefined],
  'teams.addDependent': (world) => [{ teamId: world.rows.team.id, familyMemberId: world.rows.childId }],
  'teams.removeDependent': (world) => [{ teamId: world.rows.team.id, familyMemberId: world.rows.childId }],
  'teams.postMessage': (world) => [{ teamId: world.rows.team.id, body: 'See you there' }],
  'teams.pinMessage': (world) => [
    { teamId: world.rows.team.id, messageId: world.ids.messageId![0], until: new Date(instantOn(7)) },
    { teamId: world.rows.team.id, messageId: world.ids.messageId![0] },
  ],
  'teams.unpinMessage': (world) => [{ teamId: world.rows.team.id, messageId: world.ids.messageId![0] }],
  'seasons.register': (world, actor) => [
    {
      seasonId: world.rows.seasonId,
      groupId: world.rows.groupId,
      player: actor.name === 'parent' ? { familyMemberId: world.rows.childId } : { userId: actor.userId },
    },
  ],
  'seasons.remove': (world) => [{ seasonId: world.ids.seasonId![1] }],
  'seasons.removeGroup': (world) => [{ seasonId: world.rows.seasonId, groupId: world.ids.groupId![1] }],
  'seasons.update': (world) => [{ seasonId: world.rows.seasonId, season: { label: 'Fall', startsOn: day(10), endsOn: day(90) }, status: 'open' }],
  'billing.createInvoice': (world) => [
    { playerId: world.people.player.id, lineItems: [{ description: 'Court fee', amountCents: 1000, quantity: 1 }], dueDate: day(20) },
  ],
  'billing.linkOrCreateStripeAccount': () => [{ type: 'new', country: 'US', platform: 'rally', environment: 'test' }],
  'billing.cancelSubscription': (world) => [{ type: 'team', id: world.rows.team.id, platform: 'rally' }],
  'billing.createSubscription': (world, actor) => [
    { items: [{ id: world.rows.team.id, name: 'Pro', quantity: 1, planId: 'pro', type: 'change-team-subscription', platform: 'rally' }], environment: 'test' },
    {
      items: [{ id: actor.userId ?? world.people.stranger.id, name: 'Plus', quantity: 1, planId: 'member-plus', type: 'user-subscription', platform: 'rally' }],
      environment: 'test',
    },
  ],
  'blocks.unblock': (world) => [{ userId: world.people.joiner.id }],
  'family.save': () => [
    { add: [{ relation: 'child', isGthUser: false, firstName: 'Sam', lastName: 'Fuzz', age: 9, phoneNumber: '+15125550100' }], update: [] },
  ],
  'family.respond': (world) => [{ connectionId: world.ids.connectionId![0], response: 'accept' }],
  'users.setDisplayName': () => [{ displayName: 'Fuzzy' }],
  'users.presence': (world) => [{ userIds: [world.people.owner.id, world.people.player.id, world.people.stranger.id] }],
  'users.updateProfile': (world, actor) => [
    { displayName: 'Fuzzy', fullName: 'Fuzzy Tester', email: actor.email ?? '', city: { name: 'Austin, TX', ...AUSTIN }, sports: ['Pickleball'] },
  ],
  'places.create': () => [{ name: 'Fuzz Park', address: '1 Fuzz Way, Austin, TX', ...AUSTIN, sports: ['Pickleball'] }],
  'places.update': (world) => [
    { id: world.rows.place.id, name: 'Fuzz Courts', address: '2100 Barton Springs Rd, Austin, TX', ...AUSTIN, sports: ['Pickleball'] },
  ],
  'places.reorderPhotos': (world) => [{ id: world.rows.place.id, photoIds: [world.rows.photoId] }],
  'messages.typing': (world) => [{ conversationId: world.ids.conversationId![0] }],
  'messages.post': async (world, actor) => [{ conversationId: await fuzzGroup(world, actor), body: 'Fuzz hello' }],
  'messages.setMuted': async (world, actor) => [{ conversationId: await fuzzGroup(world, actor), muted: true }],
  'messages.leave': async (world, actor) => [{ conversationId: await fuzzGroup(world, actor) }],
  'messages.addToGroup': async (world, actor) => [{ conversationId: await fuzzGroup(world, actor), memberIds: [world.people.stranger.id] }],
  'messages.createGroup': (world, actor) => [
    {
      title: 'Fuzz crew',
      memberIds: [world.people.owner.id, world.people.player.id, world.people.joiner.id].filter((id) => id !== actor.userId),
    },
  ],
  'messages.send': (world, actor) => [{ recipientId: actor.name === 'player' ? world.people.owner.id : world.people.player.id, body: 'Game on' }],
  'activitySubscriptions.save': () => [
    { address: { ...AUSTIN, description: 'Austin, TX' }, radius: 10, activities: ['Pickleball'], startDate: null, endDate: null },
  ],
  'notifications.saveSettings': () => [{ settings: {} }],
  'push.register': (world) => [
    {
      endpoint: `https://push.fuzz.example/send/${world.tag}-${++pushEndpoints}`,
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  ],
  'push.update': async (world, actor) => [await fuzzPushRegistration(world, actor)],
  'push.unregister': async (world, actor) => [{ endpoint: (await fuzzPushRegistration(world, actor)).endpoint }],
  'players.findAvailable': () => [{ ...AUSTIN }],
  'cities.search': () => [{ query: 'Austin' }],
  'cities.page': () => [{ city: 'Austin, TX' }, { city: 'Nowhere, ZZ' }],
};

/**
 * Bases that their own mutations consume, made afresh for every corpus entry by the owner: a
 * series that a new rule moves or deletes (the occurrence the base names may be gone after one
 * entry). `create` calls a procedure as the owner and returns its data.
 */
export const FRESH_BASES: Record<
  string,
  (world: World, create: (path: string, input: unknown) => Promise<Record<string, unknown> | undefined>) => Promise<unknown>
> = {
  'events.update': async (world, create) => {
    const series = { ...eventForm(world), title: 'Fuzz series', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=6' } };
    const created = await create('events.create', series);
    return { eventId: created?.id ?? world.rows.series.id, scope: 'series', event: series };
  },
};

// --- Mutations: one slot of a base at a time. ---

export type SlotKind = 'rrule' | 'signature' | 'calendarDate' | 'dateTime' | 'date' | 'time' | 'uuid';

export interface Slot {
  path: Path;
  kind: SlotKind | null;
}

export interface Mutation {
  path: Path;
  /** The corpus entry's name, or 'hostile'. */
  name: string;
  value: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function kindOfValue(key: string, value: unknown): SlotKind | null {
  if (value instanceof Date) return 'date';
  if (typeof value !== 'string') return key === 'rrule' ? 'rrule' : null;
  if (key === 'rrule') return 'rrule';
  if (value.startsWith('data:') || /signature/i.test(key)) return 'signature';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'calendarDate';
  if (ISO_DATE_TIME.test(value)) return 'dateTime';
  if (/^\d{2}:\d{2}$/.test(value)) return 'time';
  if (UUID.test(value)) return 'uuid';
  return null;
}

function kindOfSchema(path: SchemaPath, schema: Schema): SlotKind | null {
  const key = lastKey(path);
  const def = defOf(schema);
  if (key === 'rrule') return 'rrule';
  if (def.type === 'date') return 'date';
  if (def.type !== 'string') return null;
  if (isCalendarDateSchema(schema)) return 'calendarDate';
  const format = formatOf(schema);
  if (format === 'datetime') return 'dateTime';
  if (format === 'uuid' || format === 'guid') return 'uuid';
  return null;
}

/**
 * The slots of a base: the root, every field and item it holds, and every leaf its schema
 * declares that it left out (so a recurrence rule is tried on a one-off event too); each with the
 * kind of corpus it takes, read from the value and from the schema.
 */
export function slotsOf(base: unknown, schema: unknown): Slot[] {
  const slots = new Map<string, Slot>();
  const visit = (value: unknown, path: Path) => {
    const key = lastKey(path);
    slots.set(JSON.stringify(path), { path, kind: kindOfValue(key, value) });
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === 'object' && !(value instanceof Date)) for (const [name, child] of Object.entries(value)) visit(child, [...path, name]);
  };
  visit(base, []);
  if (schema) {
    for (const leaf of leafPaths(schema as Schema)) {
      if (leaf.path.includes('*')) continue;
      const kind = kindOfSchema(leaf.path, leaf.schema);
      const id = JSON.stringify(leaf.path);
      const known = slots.get(id);
      if (known) known.kind ??= kind;
      else if (kind && kind !== 'uuid') slots.set(id, { path: [...leaf.path], kind });
    }
  }
  return [...slots.values()];
}

async function corpusFor(kind: SlotKind, world: World, procedurePath: string, slot: Slot, current: unknown): Promise<CorpusEntry[]> {
  switch (kind) {
    case 'rrule':
      return RRULE_CORPUS;
    case 'signature':
      return signatureCorpus();
    case 'calendarDate':
      return calendarDateEdges();
    case 'dateTime':
      return dateTimeEdges();
    case 'date':
      return dateEdges();
    case 'time':
      return TIME_EDGES;
    case 'uuid': {
      // The other rows of the same kind (another user's, private, cancelled...), none at all, and one that never existed.
      const others = idsFor(world, procedurePath, slot.path).filter((id) => id !== current);
      return [
        ...others.map((id) => ({ name: `another ${lastKey(slot.path) || 'id'}`, value: id })),
        { name: 'a uuid that names nothing', value: '6f1c1d2e-0000-4000-8000-000000000000' },
      ];
    }
  }
}

/** Every corpus entry for every slot of a base that has a kind: the deterministic part of the fuzz. */
export async function corpusMutations(base: unknown, schema: unknown, world: World, procedurePath: string): Promise<Mutation[]> {
  const mutations: Mutation[] = [];
  for (const slot of slotsOf(base, schema)) {
    if (!slot.kind) continue;
    const current = valueAt(base, slot.path);
    for (const entry of await corpusFor(slot.kind, world, procedurePath, slot, current))
      mutations.push({ path: slot.path, name: `${slot.kind}: ${entry.name}`, value: entry.value });
  }
  return mutations;
}

/**
 * A random one-slot mutation of a base: a hostile value (hostile-values.ts) in any slot, or a new
 * field beside the others; now and then a corpus entry of the slot's kind.
 */
export function randomMutation(base: unknown, schema: unknown, world: World, procedurePath: string, maxString: number): fc.Arbitrary<Mutation> {
  const slots = slotsOf(base, schema);
  return fc.tuple(fc.nat(), fc.nat(), hostileValue(maxString), fc.nat({ max: 9 })).map(([pick, entryPick, hostile, mode]) => {
    const slot = slots[pick % slots.length]!;
    if (mode === 0 && base && typeof base === 'object' && !Array.isArray(base))
      return { path: [`extra${pick % 3}`], name: 'hostile: an unknown field', value: hostile };
    if (mode === 1 && slot.kind === 'rrule') {
      const entry = RRULE_CORPUS[entryPick % RRULE_CORPUS.length]!;
      return { path: slot.path, name: `rrule: ${entry.name}`, value: entry.value };
    }
    if (mode === 1 && slot.kind === 'uuid') {
      const ids = idsFor(world, procedurePath, slot.path);
      return { path: slot.path, name: 'uuid: another id', value: ids[entryPick % ids.length] };
    }
    return { path: slot.path, name: 'hostile', value: hostile };
  });
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
export function applyMutation(value: unknown, mutation: Mutation): unknown {
  const set = (node: unknown, path: Path): unknown => {
    if (path.length === 0) return mutation.value;
    const [head, ...rest] = path;
    if (typeof head === 'number') {
      const array = Array.isArray(node) ? [...(node as unknown[])] : [];
      array[head] = set(array[head], rest);
      return array;
    }
    const record = node && typeof node === 'object' && !Array.isArray(node) && !(node instanceof Date) ? { ...(node as Record<string, unknown>) } : {};
    record[head!] = set(record[head!], rest);
    return record;
  };
  return set(value, mutation.path);
}
