import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createUser, FACTORY_PASSWORD } from '../../../../tests/factories.ts';
import { MARKETING_PAGES } from '../../../../shared/marketing/marketing.ts';
import { BRACKET_WORDS } from '../../../../shared/games/bracket-words.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { createSession } from '../../../auth/session.ts';
import { createEvent, createPlace } from '../../../../tests/event-factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../../tests/harness.ts';
import { serveApp, sessionCookie, trpcBody } from '../../../../tests/http-server.ts';
import { PAINT_FIRST_SCRIPT_SOURCE } from './paint-first.ts';

let h: Harness;
let dist: string;
let server: Awaited<ReturnType<typeof serveApp>>;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A stand-in build: index.html and a hashed script with its precompressed siblings, as vite build writes them.
beforeAll(async () => {
  h = await createHarness();
  dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="Rally: find games, players and teams near you." />\n    <title>Rally</title>\n    <script type="module" crossorigin src="/assets/app-abc123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  // Vite's manifest: the entry, and page-routes.tsx with one chunk of its own and one it shares with the entry.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-r1.js' },
      '_recipes.js': { file: 'assets/recipes-p2.js', imports: ['_runtime.js'] },
      'src/page-routes.tsx': { file: 'assets/page-routes-p1.js', isDynamicEntry: true, imports: ['_runtime.js', 'index.html', '_recipes.js'] },
      // The team page, a chunk it shares with its manager's tools, and those tools (a lazy chunk of its own).
      'src/pages/TeamPage.tsx': {
        file: 'assets/TeamPage-t1.js',
        isDynamicEntry: true,
        imports: ['_runtime.js', '_recipes.js', '_tabs.js'],
        dynamicImports: ['src/features/teams/TeamManage.tsx'],
      },
      '_tabs.js': { file: 'assets/tabs-t2.js' },
      'src/features/teams/TeamManage.tsx': { file: 'assets/TeamManage-t3.js', isDynamicEntry: true, imports: ['_tabs.js', '_dialog.js'] },
      '_dialog.js': { file: 'assets/dialog-t4.js' },
      // The roster, a lazy part a guest's team page draws (client/src/lib/lazy-page.ts).
      'src/features/teams/TeamRoster.tsx': { file: 'assets/TeamRoster-t5.js', isDynamicEntry: true, imports: ['_tabs.js', '_avatars.js'] },
      '_avatars.js': { file: 'assets/avatars-t6.js' },
      // Settings, a page the server does not render: its chunk is preloaded all the same.
      'src/pages/SettingsPage.tsx': { file: 'assets/SettingsPage-s1.js', isDynamicEntry: true, imports: ['_recipes.js', '_switches.js'] },
      '_switches.js': { file: 'assets/switches-s2.js' },
    }),
  );
  server = await serveApp(h.deps, { google: null, clientDist: dist });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, encoding = 'br, gzip') => fetch(`${server.base}${pathname}`, { headers: { 'accept-encoding': encoding } });

describe('compression and caching', () => {
  it('serves a hashed script precompressed, brotli first, else gzip, immutable, varying by Accept-Encoding', async () => {
    const brotli = await get('/assets/app-abc123.js');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(await brotli.text()).toBe(script);
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('HTML is never cached and goes out compressed; a server-rendered page is private to its visitor', async () => {
    expect((await get('/home')).headers.get('cache-control')).toBe('no-cache');
    const page = await get('/login');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('every page but the sign-in ones preloads the chunk of page-routes.tsx and what it adds to the entry; the manifest is not served', async () => {
    for (const pathname of ['/home', '/discover', '/evt/00000000-0000-4000-8000-000000000000']) {
      const html = await (await get(pathname)).text();
      expect(preloaded(html)).toContain('/assets/page-routes-p1.js');
      expect(preloaded(html)).toContain('/assets/recipes-p2.js');
      // The entry's own chunks are loaded by its script tag already.
      expect(html).not.toContain('runtime-r1.js');
    }
    for (const pathname of ['/login', '/auth/sign-up', '/forgot-password', '/verify-email']) {
      expect(await (await get(pathname)).text()).not.toContain('modulepreload');
    }
    // Another page's chunk is not preloaded.
    expect(await (await get('/home')).text()).not.toContain('TeamPage-t1.js');
  });

  it("a team page preloads its own chunk and what that imports, never its manager's lazy tools", async () => {
    const html = await (await get('/team/00000000-0000-4000-8000-000000000000')).text();
    for (const file of ['page-routes-p1.js', 'recipes-p2.js', 'TeamPage-t1.js', 'tabs-t2.js']) {
      expect(preloaded(html)).toContain(`/assets/${file}`);
    }
    expect(html).not.toContain('TeamManage-t3.js');
    expect(html).not.toContain('dialog-t4.js');
    expect(html).not.toContain('runtime-r1.js');
    // A dot folder is not served: the path is the app's (its not-found page), not the file.
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.headers.get('content-type')).toContain('text/html');
    expect(await manifest.text()).not.toContain('isEntry');
  });

  it('settings, which the server does not render, preloads its own chunk and what that imports in its head', async () => {
    const html = await (await get('/settings')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['page-routes-p1.js', 'recipes-p2.js', 'SettingsPage-s1.js', 'switches-s2.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
    }
    expect(html).not.toContain('TeamPage-t1.js');
    expect(await (await get('/home')).text()).not.toContain('SettingsPage-s1.js');
  });

  it('a missing hashed asset is a 404, not the app page', async () => {
    expect((await get('/assets/gone-000.js')).status).toBe(404);
  });
});

describe('page titles and link previews', () => {
  it('each page has its own title and description', async () => {
    const login = await (await get('/login')).text();
    expect(login).toContain('<title>Sign in · Rally</title>');
    expect(login).toContain('content="Sign in to Rally to join games, answer your team and message players."');
    expect(await (await get('/discover')).text()).toContain('<title>Discover games · Rally</title>');
    expect(await (await get('/no-such-page')).text()).toContain('<title>Page not found · Rally</title>');
  });

  it('an unknown path, and an event, place or team a guest cannot see, is a 404 that still carries the app', async () => {
    const organiser = await createUser(h.db);
    const shown = await createEvent(h.db, organiser.id, { title: 'Open run' });
    const hidden = await createEvent(h.db, organiser.id, { title: 'Secret scrimmage', isPrivate: true });
    const place = await createPlace(h.db);
    const privateTeam = await h.db
      .insertInto('teams')
      .values({ name: 'Hidden Hawks', creatorId: organiser.id, privacy: 'private' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const pathname of [
      '/',
      '/login',
      '/discover',
      '/home',
      `/evt/${shown.id}`,
      `/evt/${shown.id}/bracket`,
      '/tournaments',
      `/share/event/${shown.id}`,
      `/places/view/${place.id}`,
      '/places/poster',
    ]) {
      expect((await get(pathname)).status, pathname).toBe(200);
    }
    // The bracket page is titled after its event.
    expect(await (await get(`/evt/${shown.id}/bracket`)).text()).toContain(`<title>${BRACKET_WORDS.pageTitle('Open run')} · Rally</title>`);
    for (const pathname of [
      '/no-such-page',
      '/profile/a/b',
      `/evt/${nobody}`,
      `/evt/${hidden.id}`,
      `/evt/${hidden.id}/bracket`,
      '/evt/not-an-id',
      `/places/view/${nobody}`,
      `/team/${privateTeam.id}`,
      '/team/x',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('<div id="root"');
    }
  });

  it('a club is a page by its slug, a slug it left, and its id; an unknown or malformed one is a 404 (issue 34)', async () => {
    const owner = await createUser(h.db);
    const club = await h.db
      .insertInto('organizations')
      .values({ name: 'Riverside Club', slug: 'riverside-club', about: 'Youth football in Austin', creatorId: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('organizationSlugs').values({ slug: 'old-riverside', organizationId: club.id }).execute();
    for (const pathname of ['/org/riverside-club', '/org/old-riverside', `/organization/${club.id}`]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const html = await response.text();
      expect(html, pathname).toContain('<title>Riverside Club · Rally</title>');
      expect(html, pathname).toContain('content="Youth football in Austin"');
    }
    for (const pathname of ['/organizations', '/org']) expect((await get(pathname)).status, pathname).toBe(200);
    // A malformed escape is refused before any page is looked up: a 4xx, never a 5xx.
    expect((await get('/org/%ZZ')).status).toBe(400);
    for (const pathname of ['/org/no-such-club', `/org/${'a'.repeat(5000)}`, '/organization/x', '/organization/00000000-0000-4000-8000-000000000000']) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  it('a league is a page by its id with its name and about; /leagues is a page; an unknown or malformed id is a 404 (issue 34)', async () => {
    const owner = await createUser(h.db);
    const league = await h.db
      .insertInto('leagues')
      .values({ name: 'Riverside League', about: 'Sunday soccer by the river', sport: 'Soccer', cityName: 'Austin, TX', creatorId: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await get(`/league/${league.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Riverside League · Rally</title>');
    expect(html).toContain('content="Sunday soccer by the river"');
    const listing = await get('/leagues');
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain('<title>Leagues · Rally</title>');
    await h.db.updateTable('leagues').set({ deletedAt: new Date() }).where('id', '=', league.id).execute();
    for (const pathname of [`/league/${league.id}`, '/league/x', `/league/${'a'.repeat(5000)}`, '/league/00000000-0000-4000-8000-000000000000']) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  it('each marketing page has its own title, description, keywords, social tags, robots and canonical link, and paints without JavaScript', async () => {
    for (const page of MARKETING_PAGES) {
      const response = await get(page.path);
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${page.title} · Rally</title>`);
      expect(html).toContain(`<meta name="keywords" content="${page.keywords.join(', ')}" />`);
      expect(html).toContain('<meta name="robots" content="index, follow" />');
      expect(html).toContain(`<link rel="canonical" href="${h.deps.env.APP_ORIGIN}${page.path}" />`);
      expect(html).toContain(`<meta property="og:title" content="${page.title}" />`);
    }
    const features = await (await get('/features')).text();
    expect(features).toContain('<meta name="robots" content="index, follow" />');
    // With a trailing slash it is the same page, under one canonical address.
    expect(await (await get('/features/')).text()).toContain(`<link rel="canonical" href="${h.deps.env.APP_ORIGIN}/features" />`);
    // An app page is not a marketing page: no keywords or robots there.
    expect(await (await get('/home')).text()).not.toContain('name="keywords"');
  });

  it('sends the sign-in addresses people guess on to the real pages, with their query', async () => {
    const redirected = async (pathname: string) => {
      const response = await fetch(`${server.base}${pathname}`, { redirect: 'manual' });
      return [response.status, response.headers.get('location')];
    };
    expect(await redirected('/sign-in?next=%2Fhome')).toEqual([301, '/login?next=%2Fhome']);
    expect(await redirected('/Sign-In/')).toEqual([301, '/login']);
    expect(await redirected('/register')).toEqual([301, '/sign-up']);
    expect(await redirected('/sign-inx')).toEqual([404, null]);
    // Pricing, as people type it, is the organisers' plans.
    expect(await redirected('/pricing')).toEqual([301, '/organizer/pricing']);
    expect(await redirected('/Pricing/?ref=ad')).toEqual([301, '/organizer/pricing?ref=ad']);
  });

  it('a private event or team is found (200) by a signed-in viewer who may see it, and a 404 to anyone else', async () => {
    const organiser = await createUser(h.db);
    const stranger = await createUser(h.db);
    const hidden = await createEvent(h.db, organiser.id, { title: 'Members night', isPrivate: true });
    const team = await h.db
      .insertInto('teams')
      .values({ name: 'Quiet Owls', creatorId: organiser.id, privacy: 'private' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('teamMembers').values({ teamId: team.id, userId: organiser.id, role: 'owner' }).execute();
    const as = async (userId: string, pathname: string) => {
      const { token } = await createSession(h.db, userId);
      return fetch(`${server.base}${pathname}`, { headers: { cookie: `${SESSION.cookieName}=${token}` } });
    };
    const own = await as(organiser.id, `/evt/${hidden.id}`);
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toContain('<title>Members night · Rally</title>');
    // Theirs to see, not to preview: no Open Graph tags.
    expect(html).not.toContain('og:title');
    expect((await as(organiser.id, `/team/${team.id}`)).status).toBe(200);
    expect((await as(stranger.id, `/evt/${hidden.id}`)).status).toBe(404);
    expect((await as(stranger.id, `/team/${team.id}`)).status).toBe(404);
  });

  it('a public event carries its name, time and place in Open Graph tags, escaped', async () => {
    const organiser = await createUser(h.db);
    const place = await createPlace(h.db);
    const event = await createEvent(h.db, organiser.id, {
      title: 'Doubles <night> & "more"',
      description: 'Bring a paddle.',
      placeId: place.id,
      locationName: 'Zilker courts',
    });
    const html = await (await get(`/evt/${event.id}`)).text();
    expect(html).toContain('<title>Doubles &#60;night&#62; &#38; &#34;more&#34; · Rally</title>');
    expect(html).toContain('<meta property="og:title" content="Doubles &#60;night&#62; &#38; &#34;more&#34;" />');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Zilker courts\. Bring a paddle\." \/>/);
    expect(html).toContain(`<meta property="og:url" content="${h.deps.env.APP_ORIGIN}/evt/${event.id}" />`);
  });

  it('a private event and a private team preview only the generic words', async () => {
    const organiser = await createUser(h.db);
    const hidden = await createEvent(h.db, organiser.id, { title: 'Secret scrimmage', isPrivate: true });
    const html = await (await get(`/evt/${hidden.id}`)).text();
    expect(html).not.toContain('Secret scrimmage');
    expect(html).toContain('<title>Event · Rally</title>');
    const team = await h.db
      .insertInto('teams')
      .values({ name: 'Hidden Hawks', creatorId: organiser.id, privacy: 'private' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await (await get(`/team/${team.id}`)).text()).not.toContain('Hidden Hawks');
  });

  it('a post page carries its title and text; a post hidden by reports is a 404 (issue 32)', async () => {
    const author = await createUser(h.db);
    const insert = (title: string, hiddenAt: Date | null) =>
      h.db
        .insertInto('posts')
        .values({
          authorId: author.id,
          category: 'play-and-competition',
          subcategory: 'sub-needed',
          title,
          body: 'Thursday 7 pm, 3.5 <doubles>.',
          city: 'Austin, TX',
          hiddenAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const shown = await insert('Sub needed at Zilker', null);
    const page = await get(`/posts/play-and-competition/sub-needed/${shown.id}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Sub needed at Zilker · Rally</title>');
    expect(html).toContain('content="Austin, TX. Thursday 7 pm, 3.5 &#60;doubles&#62;."');
    const hidden = await insert('Reported away', new Date());
    expect((await get(`/posts/play-and-competition/sub-needed/${hidden.id}`)).status).toBe(404);
    expect((await get('/posts/play-and-competition/sub-needed/not-a-post')).status).toBe(404);
  });

  it('a place page previews its name', async () => {
    const place = await createPlace(h.db, { name: 'Pease Park courts' });
    expect(await (await get(`/places/view/${place.id}`)).text()).toContain('<meta property="og:title" content="Pease Park courts" />');
  });
});

/** What the server put inside #root, and the query state beside it. */
/** Signs in through the API as the browser does, and returns the session's cookie. */
async function signInCookie(email: string): Promise<string> {
  const signIn = await fetch(`${server.base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: trpcBody({ email, password: FACTORY_PASSWORD }),
  });
  return sessionCookie(signIn)!;
}

/**
 * The chunks a page has the browser preload: as tags in its head, or, on a page the server rendered,
 * in the list its loader adds once the page is painted (paint-first.ts).
 */
function preloaded(html: string): string[] {
  const tags = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]!);
  return [...tags, ...(pageCode(html)?.preloads ?? [])];
}

/** What a rendered page's loader starts after its first paint (paint-first.ts), or null on a page without it. */
function pageCode(html: string): { entry: string; preloads: string[] } | null {
  return jsonScript(html, 'rally-code') as { entry: string; preloads: string[] } | null;
}

/** The value a page carries in `<script id={id} type="application/json">`, or null without one. */
function jsonScript(html: string, id: string): unknown {
  const script = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html);
  return script ? JSON.parse(script[1]!) : null;
}

/** The lazy parts a rendered page lists for the browser to load before hydrating. */
function drawnParts(html: string): unknown {
  return jsonScript(html, 'rally-parts');
}

function rendered(html: string) {
  const root = /<div id="root" inert>([\s\S]*)<\/div>\s*<script id="rally-state" type="application\/json">([^<]*)<\/script>/.exec(html);
  return root ? { markup: root[1]!, state: root[2]! } : null;
}

describe('server rendering of public pages', () => {
  it('renders the sign-in page itself, with its styles and the query state, so the first paint needs no script', async () => {
    const html = await (await get('/login')).text();
    const page = rendered(html);
    expect(page).not.toBeNull();
    expect(page!.markup).toMatch(/<h[1-6][^>]*>Sign in<\/h[1-6]>/);
    expect(page!.markup).toContain('type="password"');
    expect(page!.markup).toContain('<style data-emotion');
    expect(JSON.parse(page!.state).json.queries.map((query: { queryKey: unknown }) => JSON.stringify(query.queryKey))).toContain(
      '[["auth","me"],{"type":"query"}]',
    );
  });

  it('renders a public event with its details, and escapes its text in the state', async () => {
    const organiser = await createUser(h.db);
    const event = await createEvent(h.db, organiser.id, { title: 'Pickup </script><b>x</b>', locationName: 'Zilker courts' });
    const page = rendered(await (await get(`/evt/${event.id}`)).text());
    expect(page!.markup).toContain('Pickup &lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(page!.markup).toContain('Zilker courts');
    expect(page!.state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(page!.state))).toContain('Pickup </script><b>x</b>');
  });

  it('renders as the visitor: a signed-in visitor sees their own page, a guest sees no trace of them', async () => {
    await createUser(h.db, { email: 'rendered@example.com', displayName: 'Rendered Rita' });
    const cookie = await signInCookie('rendered@example.com');
    const signedIn = rendered(await (await fetch(`${server.base}/discover`, { headers: { cookie } })).text());
    expect(signedIn!.markup).toContain('Sign out');
    expect(signedIn!.state).toContain('rendered@example.com');
    const guest = rendered(await (await get('/discover')).text());
    expect(guest!.markup).not.toContain('Sign out');
    expect(guest!.state).not.toContain('rendered@example.com');
  });

  it('a rendered page starts its scripts once painted; a sign-in page and a page left to the browser load them from the head as before (issue 36)', async () => {
    const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
    const discover = await (await get('/discover')).text();
    expect(rendered(discover)).not.toBeNull();
    expect(headOf(discover)).not.toContain('<script type="module"');
    expect(pageCode(discover)).toEqual({ entry: '/assets/app-abc123.js', preloads: ['/assets/page-routes-p1.js', '/assets/recipes-p2.js'] });
    for (const pathname of ['/login', '/home']) {
      const html = await (await get(pathname)).text();
      expect(headOf(html)).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
      expect(pageCode(html)).toBeNull();
    }
    // The sign-in page is rendered too; the guest's Home is not.
    expect(rendered(await (await get('/login')).text())).not.toBeNull();
  });

  it("allows the one inline script, the loader that starts a rendered page's scripts after its first paint, by its hash (paint-first.ts)", async () => {
    const policy = (await get('/login')).headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", PAINT_FIRST_SCRIPT_SOURCE]);
  });

  it('lists the lazy parts it drew and preloads their chunks, so the browser hydrates it in one pass; parts it did not draw stay unloaded', async () => {
    const owner = await createUser(h.db);
    const team = await createTeam(h.db, owner.id, { name: 'Part Painters' });
    const html = await (await get(`/team/${team.id}`)).text();
    expect(rendered(html)!.markup).toContain('Part Painters');
    // A guest's first tab is the roster, its own chunk; the page and the route table are parts too.
    expect(drawnParts(html)).toEqual(expect.arrayContaining(['src/page-routes.tsx', 'src/pages/TeamPage.tsx', 'src/features/teams/TeamRoster.tsx']));
    expect(drawnParts(html)).not.toContain('src/features/teams/TeamManage.tsx');
    for (const file of ['TeamPage-t1.js', 'TeamRoster-t5.js', 'avatars-t6.js']) {
      expect(preloaded(html)).toContain(`/assets/${file}`);
    }
    // One tag per chunk, however many parts import it, and never the entry's own or the manager's tools.
    expect(html.match(/tabs-t2\.js/g)).toHaveLength(1);
    expect(html).not.toContain('runtime-r1.js');
    expect(html).not.toContain('TeamManage-t3.js');
    // A page left to the browser lists none.
    expect(drawnParts(await (await get('/home')).text())).toBeNull();
  });

  it("renders a member's own pages for them, with the route's data, and leaves them to the browser for a guest or an ended session (issue 36)", async () => {
    const member = await createUser(h.db, { email: 'member-pages@example.com', displayName: 'Paged Pat' });
    const team = await createTeam(h.db, member.id, { name: 'Pat Pacers' });
    const cookie = await signInCookie('member-pages@example.com');
    const home = rendered(await (await fetch(`${server.base}/home`, { headers: { cookie } })).text());
    expect(home!.markup).toMatch(/Welcome, (<!-- -->)?Paged Pat/);
    // Home's own queries (route-prefetch.ts) were answered before the render: the team is listed, not loading.
    expect(home!.markup).toContain('Pat Pacers');
    expect(home!.markup).not.toContain('Loading your events');
    // Settings is a page of switches, left to the browser: a tap before hydration would be dropped.
    expect(await (await fetch(`${server.base}/settings`, { headers: { cookie } })).text()).toContain('<div id="root"></div>');
    expect(rendered(await (await fetch(`${server.base}/create`, { headers: { cookie } })).text())!.markup).toContain('Create an event');
    expect(rendered(await (await fetch(`${server.base}/my-communities`, { headers: { cookie } })).text())!.markup).toContain(team.name);
    // A guest, and a cookie whose session is gone, get the plain app: the browser sends them to sign in.
    expect(await (await get('/home')).text()).toContain('<div id="root"></div>');
    expect(await (await fetch(`${server.base}/home`, { headers: { cookie: `${SESSION.cookieName}=gone` } })).text()).toContain('<div id="root"></div>');
  });

  it('a private event renders no trace of itself, and pages behind sign-in are left to the browser', async () => {
    const organiser = await createUser(h.db);
    const hidden = await createEvent(h.db, organiser.id, { title: 'Secret scrimmage', isPrivate: true });
    const html = await (await get(`/evt/${hidden.id}`)).text();
    expect(rendered(html)).not.toBeNull();
    expect(html).not.toContain('Secret scrimmage');
    expect(await (await get('/home')).text()).toContain('<div id="root"></div>');
  });
});
