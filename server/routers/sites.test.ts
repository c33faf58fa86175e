import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createTeam } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { serveApp } from '../../tests/http-server.ts';
import { rerenderSite } from '../domains/sites/rerender.ts';
import { SITE_MESSAGES as M } from '../../shared/sites/messages.ts';
import { SITE_LIMITS } from '../../shared/sites/blocks.ts';
import { starterSiteData, type SiteData } from '../../shared/sites/schemas.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let count = 0;
const person = () => signedInUser(h, { displayName: `Person ${++count}` });
const anonymous = () => h.client('203.0.113.88').call();
type Person = Awaited<ReturnType<typeof person>>;

/** A team with its owner, an admin, a player and a stranger, each signed in. */
async function cast(name = 'Austin Dinkers') {
  const owner = await person();
  const team = await createTeam(h.db, owner.user.id, { name });
  const admin = await signedInMember(h, team.id, 'admin', { displayName: `Admin ${++count}` });
  const player = await signedInMember(h, team.id, 'player', { displayName: `Player ${++count}` });
  const stranger = await person();
  return { owner, admin, player, stranger, team };
}

function threeBlocks(title: string): SiteData {
  const data = starterSiteData(title);
  data.pages[0]!.seoDescription = 'Pickleball in Austin every week';
  data.pages[0]!.content = [
    {
      type: 'Hero',
      props: { id: 'Hero-1', heading: 'Welcome to the Dinkers', subheading: 'Play with us', image: null, buttonLabel: 'Join', buttonHref: '/team/x' },
    },
    { type: 'Text', props: { id: 'Text-1', heading: 'About us', body: 'We play <every> Saturday & Sunday.' } },
    { type: 'Standings', props: { id: 'Standings-1', heading: 'Results' } },
  ];
  data.pages.push({
    slug: 'contact',
    title: 'Contact',
    seoDescription: 'Reach us',
    content: [{ type: 'Contact', props: { id: 'C-1', heading: 'Write to us', email: 'hi@dinkers.example', phone: '', note: '' } }],
  });
  return data;
}

async function createSite(by: Person, teamId: string, title = 'Dinkers Site') {
  return (await by.call()).sites.create({ owner: { teamId }, title });
}

async function saveAndPublish(by: Person, id: string, data: SiteData) {
  const caller = await by.call();
  const draft = await caller.sites.draft({ id });
  await caller.sites.saveDraft({ id, revision: draft.revision, data });
  return caller.sites.publish({ id });
}

describe('sites: create and the draft of spec sections 4 and 5', () => {
  it('creates a site with a starter draft for a team its creator runs; a stranger, a player and a signed-out visitor are refused', async () => {
    const { owner, player, stranger, team } = await cast();
    const { id } = await createSite(owner, team.id);
    const draft = await (await owner.call()).sites.draft({ id });
    expect(draft.website).toMatchObject({ id, title: 'Dinkers Site', teamId: team.id, creatorId: owner.user.id, canEdit: true, publishedVersion: null });
    expect(draft.data.pages[0]).toMatchObject({ slug: 'home', title: 'Dinkers Site' });
    for (const who of [stranger, player]) expect((await rejection(createSite(who, team.id))).message).toBe(M.noOwnerToCreateFor);
    expect((await rejection((await anonymous()).sites.create({ owner: { teamId: team.id }, title: 'X' }))).code).toBe('UNAUTHORIZED');
    const mine = await (await owner.call()).sites.mine();
    expect(mine.sites.map((site) => site.id)).toContain(id);
    expect(mine.owners).toContainEqual({ teamId: team.id, organizationId: null, name: team.name });
    expect((await (await stranger.call()).sites.mine()).sites).toEqual([]);
  });

  it("answers the spec's three errors: no id, someone who does not own the site, nothing to make a draft from", async () => {
    const { owner, admin, player, stranger, team } = await cast();
    const caller = await owner.call();
    expect((await rejection(caller.sites.draft({}))).message).toBe(M.noWebsiteId);
    expect((await rejection(caller.sites.draft({ id: null }))).message).toBe(M.noWebsiteId);
    const { id } = await createSite(owner, team.id);
    for (const who of [stranger, player]) {
      const refused = await rejection((await who.call()).sites.draft({ id }));
      expect(refused.message).toBe(M.notOwner);
      expect(refused.code).toBe('FORBIDDEN');
    }
    // Never published and its draft gone: nothing to create a draft from.
    await h.db.deleteFrom('websiteDrafts').where('websiteId', '=', id).execute();
    expect((await rejection((await admin.call()).sites.draft({ id }))).message).toBe(M.createFailed);
  });

  it('makes a draft from the published site only for its creator or the team’s admins', async () => {
    const { owner, admin, player, stranger, team } = await cast();
    const { id } = await createSite(owner, team.id);
    await saveAndPublish(owner, id, threeBlocks('Dinkers Site'));
    await h.db.deleteFrom('websiteDrafts').where('websiteId', '=', id).execute();
    for (const who of [stranger, player]) expect((await rejection((await who.call()).sites.draft({ id }))).message).toBe(M.notOwner);
    const fromPublished = await (await admin.call()).sites.draft({ id });
    expect(fromPublished.data.pages.map((page) => page.slug)).toEqual(['home', 'contact']);
    await h.db.deleteFrom('websiteDrafts').where('websiteId', '=', id).execute();
    // The creator keeps the site even after leaving the team.
    await h.db.deleteFrom('teamMembers').where('teamId', '=', team.id).where('userId', '=', owner.user.id).execute();
    expect((await (await owner.call()).sites.draft({ id })).data.title).toBe('Dinkers Site');
  });

  it('lets a club’s admins make and edit a website for the club', async () => {
    const clubOwner = await person();
    const { id: organizationId } = await (await clubOwner.call()).organizations.create({ name: 'River Club', slug: `river-${count}`, sports: [] });
    const { id } = await (await clubOwner.call()).sites.create({ owner: { organizationId }, title: 'River Club' });
    const stranger = await person();
    expect((await rejection((await stranger.call()).sites.create({ owner: { organizationId }, title: 'Mine' }))).message).toBe(M.noOwnerToCreateFor);
    const published = await saveAndPublish(clubOwner, id, threeBlocks('River Club'));
    expect(published.path).toBe(`/organization-website/${id}`);
    expect((await (await anonymous()).sites.byId({ id })).organizationId).toBe(organizationId);
  });
});

describe('sites: saving, publishing, versions', () => {
  it('refuses a stranger and a player on every write and read of the builder', async () => {
    const { owner, player, stranger, team } = await cast();
    const { id } = await createSite(owner, team.id);
    await saveAndPublish(owner, id, threeBlocks('Dinkers Site'));
    for (const who of [stranger, player]) {
      const caller = await who.call();
      const attempts = [
        () => caller.sites.saveDraft({ id, revision: 2, data: threeBlocks('Taken over') }),
        () => caller.sites.publish({ id }),
        () => caller.sites.versions({ id }),
        () => caller.sites.restore({ id, version: 1 }),
        () => caller.sites.liveData({ id }),
      ];
      for (const attempt of attempts) {
        const refused = await rejection(attempt());
        expect(refused.code).toBe('FORBIDDEN');
        expect(refused.message).toBe(M.notAllowed);
      }
    }
    const signedOut = await anonymous();
    expect((await rejection(signedOut.sites.publish({ id }))).code).toBe('UNAUTHORIZED');
    expect((await rejection(signedOut.sites.draft({ id }))).code).toBe('UNAUTHORIZED');
    expect((await (await anonymous()).sites.byId({ id })).title).toBe('Dinkers Site');
  });

  it('autosaves over the revision it saw and refuses a stale one', async () => {
    const { owner, admin, team } = await cast();
    const { id } = await createSite(owner, team.id);
    const draft = await (await owner.call()).sites.draft({ id });
    const saved = await (await owner.call()).sites.saveDraft({ id, revision: draft.revision, data: threeBlocks('First') });
    expect(saved.revision).toBe(draft.revision + 1);
    const stale = await rejection((await admin.call()).sites.saveDraft({ id, revision: draft.revision, data: threeBlocks('Second') }));
    expect(stale.code).toBe('CONFLICT');
    expect(stale.message).toBe(M.staleDraft);
  });

  it('refuses hostile content: a javascript: link, control characters, duplicate page addresses, too many blocks', async () => {
    const { owner, team } = await cast();
    const { id } = await createSite(owner, team.id);
    const caller = await owner.call();
    const bad = (edit: (data: SiteData) => void) => {
      const data = threeBlocks('Dinkers');
      edit(data);
      return rejection(caller.sites.saveDraft({ id, revision: 1, data }));
    };
    expect((await bad((d) => ((d.pages[0]!.content[0]!.props as { buttonHref: string }).buttonHref = 'javascript:alert(1)'))).code).toBe('BAD_REQUEST');
    expect((await bad((d) => (d.title = 'Bad\u0000title'))).code).toBe('BAD_REQUEST');
    expect((await bad((d) => (d.pages[1]!.slug = 'home'))).message).toContain(M.duplicateSlug);
    expect(
      (await bad((d) => (d.pages[0]!.content = Array.from({ length: 41 }, (_, i) => ({ type: 'Roster', props: { id: `r${i}`, heading: '' } }))))).code,
    ).toBe('BAD_REQUEST');
    expect((await bad((d) => (d.pages[0]!.content[1]!.props = { id: 'x', heading: 'y'.repeat(60_000), body: '' }))).code).toBe('BAD_REQUEST');
  });

  it('keeps the last 20 published versions and restores one as the newest', async () => {
    const { owner, team } = await cast();
    const { id } = await createSite(owner, team.id);
    const caller = await owner.call();
    for (let n = 1; n <= SITE_LIMITS.versionsKept + 2; n++) {
      const draft = await caller.sites.draft({ id });
      await caller.sites.saveDraft({ id, revision: draft.revision, data: threeBlocks(`Title ${n}`) });
      expect((await caller.sites.publish({ id })).version).toBe(n);
    }
    const versions = await caller.sites.versions({ id });
    expect(versions).toHaveLength(SITE_LIMITS.versionsKept);
    expect(versions[0]).toMatchObject({ version: 22, title: 'Title 22', current: true });
    expect(versions.at(-1)!.version).toBe(3);
    expect((await rejection(caller.sites.restore({ id, version: 2 }))).message).toBe(M.versionNotFound);
    const restored = await caller.sites.restore({ id, version: 5 });
    expect(restored.version).toBe(23);
    expect((await caller.sites.draft({ id })).data.title).toBe('Title 5');
    expect((await (await anonymous()).sites.byId({ id })).title).toBe('Title 5');
    expect(await caller.sites.versions({ id })).toHaveLength(SITE_LIMITS.versionsKept);
  });
});

describe('sites: published pages', () => {
  it('serves every page as static HTML with the blocks’ content, the guard’s title and description, and no script', async () => {
    const { owner, team } = await cast();
    const { id } = await createSite(owner, team.id);
    await saveAndPublish(owner, id, threeBlocks('Dinkers Site'));
    const server = await serveApp(h.deps);
    try {
      const home = await fetch(`${server.base}/site/view/${id}`, { redirect: 'manual' });
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<title>Dinkers Site</title>');
      expect(html).toContain('<meta name="description" content="Pickleball in Austin every week">');
      expect(html).toContain('Welcome to the Dinkers');
      expect(html).toContain('We play &lt;every&gt; Saturday &amp; Sunday.');
      expect(html).toContain(M.noStandings);
      expect(html).toContain(`href="/site/view/${id}/contact"`);
      // No script runs: the only script element is the team's schema.org data.
      expect(html.match(/<script[^>]*>/gi)).toEqual(['<script type="application/ld+json">']);
      expect(html).toContain('"@type":"SportsTeam"');
      const contact = await (await fetch(`${server.base}/site/view/${id}/contact`)).text();
      expect(contact).toContain('<title>Contact | Dinkers Site</title>');
      expect(contact).toContain('mailto:hi@dinkers.example');
      // The guard: no id, an unknown or unpublished site, or a deleted team go to the root; an unknown page to the site's home.
      for (const path of ['/site/view', '/site/view/not-an-id', `/site/view/${crypto.randomUUID()}`, `/organization-website/${crypto.randomUUID()}`]) {
        const answer = await fetch(`${server.base}${path}`, { redirect: 'manual' });
        expect(answer.status, path).toBe(302);
        expect(answer.headers.get('location')).toBe('/');
      }
      const unknownPage = await fetch(`${server.base}/site/view/${id}/nope`, { redirect: 'manual' });
      expect(unknownPage.headers.get('location')).toBe(`/site/view/${id}`);
      await h.db.updateTable('teams').set({ deletedAt: new Date() }).where('id', '=', team.id).execute();
      expect((await fetch(`${server.base}/site/view/${id}`, { redirect: 'manual' })).headers.get('location')).toBe('/');
    } finally {
      await server.close();
    }
  });

  it('queues a re-render when a score is entered, and the re-rendered standings block shows it', async () => {
    const { owner, team } = await cast('Score Team');
    const { id } = await createSite(owner, team.id);
    await saveAndPublish(owner, id, threeBlocks('Score Site'));
    const event = await createEvent(h.db, owner.user.id, { title: 'League night' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
    const caller = await owner.call();
    const game = await caller.games.create({
      eventId: event.id,
      home: { kind: 'team', teamId: team.id },
      away: { kind: 'name', name: 'Rival Smashers' },
      startsAt: null,
      court: '',
      seasonGroupId: null,
    });
    await caller.games.update({
      gameId: game.id,
      version: 1,
      status: 'final',
      periods: [],
      homeScore: 11,
      awayScore: 7,
      forfeitWinner: null,
      court: '',
      notes: '',
      reason: '',
    });
    const { rows } = await sql<{ count: string }>`select count(*) from pgboss.job where name = 'sites.rerender' and data->>'websiteId' = ${id}`.execute(h.db);
    expect(Number(rows[0]!.count)).toBeGreaterThanOrEqual(1);
    // The job's handler, as the worker runs it (twice: it is idempotent).
    await rerenderSite(h.deps, id);
    await rerenderSite(h.deps, id);
    const page = await h.db.selectFrom('websitePagesRendered').select('html').where('websiteId', '=', id).where('slug', '=', 'home').executeTakeFirstOrThrow();
    expect(page.html).toContain('Rival Smashers');
    expect(page.html).toContain('11 – 7');
  });

  it('queues a re-render when the team’s event is cancelled, and the schedule block drops it', async () => {
    const { owner, team } = await cast('Schedule Team');
    const { id } = await createSite(owner, team.id);
    const data = threeBlocks('Schedule Site');
    data.pages[0]!.content = [{ type: 'Schedule', props: { id: 'S-1', heading: 'Coming up', limit: 5 } }];
    const event = await createEvent(h.db, owner.user.id, { title: 'Ladder night' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id }).where('id', '=', event.id).execute();
    await saveAndPublish(owner, id, data);
    const html = async () =>
      (await h.db.selectFrom('websitePagesRendered').select('html').where('websiteId', '=', id).where('slug', '=', 'home').executeTakeFirstOrThrow()).html;
    expect(await html()).toContain('Ladder night');
    await sql`delete from pgboss.job where name = 'sites.rerender' and data->>'websiteId' = ${id}`.execute(h.db);
    await (await owner.call()).events.cancel({ eventId: event.id });
    const { rows } = await sql<{ count: string }>`select count(*) from pgboss.job where name = 'sites.rerender' and data->>'websiteId' = ${id}`.execute(h.db);
    expect(Number(rows[0]!.count)).toBe(1);
    await rerenderSite(h.deps, id);
    expect(await html()).not.toContain('Ladder night');
  });

  it('lists on the roster block only the members who allow it', async () => {
    const { owner, player, team } = await cast('Roster Team');
    const { id } = await createSite(owner, team.id);
    const data = threeBlocks('Roster Site');
    data.pages[0]!.content = [{ type: 'Roster', props: { id: 'R-1', heading: 'Our players' } }];
    await saveAndPublish(owner, id, data);
    const html = async () =>
      (await h.db.selectFrom('websitePagesRendered').select('html').where('websiteId', '=', id).where('slug', '=', 'home').executeTakeFirstOrThrow()).html;
    expect(await html()).toContain(M.noRoster);
    await (await player.call()).sites.setListing({ teamId: team.id, show: true });
    expect((await (await player.call()).sites.listings()).find((row) => row.teamId === team.id)?.show).toBe(true);
    await rerenderSite(h.deps, id);
    expect(await html()).toContain(player.user.displayName!);
    expect((await rejection((await (await person()).call()).sites.setListing({ teamId: team.id, show: true }))).code).toBe('NOT_FOUND');
  });
});
