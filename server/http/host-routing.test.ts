import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { serveApp } from '../../tests/http-server.ts';
import { createTeam, createUser } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { createCustomDomain, createPublishedWebsite } from '../../tests/custom-domain-factories.ts';

let h: Harness;
let server: Awaited<ReturnType<typeof serveApp>>;
let dist: string;
let team: { id: string };
const VERIFIED = 'www.verified-club.example.com';
const PENDING = 'www.pending-club.example.com';

/** A GET with the Host header a browser sends for `host` (fetch may not set it). */
function get(pathname: string, host?: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(pathname, server.base);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  h = await createHarness();
  // A stand-in build, so the app's own pages (and their heads) are served.
  dist = mkdtempSync(path.join(tmpdir(), 'rally-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="description" content="x" />\n    <title>Rally</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  server = await serveApp(h.deps, { google: null, clientDist: dist });
  const owner = await createUser(h.db);
  team = await createTeam(h.db, owner.id, { name: 'Verified Dinkers' });
  const site = await createPublishedWebsite(h.db, { teamId: team.id, creatorId: owner.id }, [
    { slug: 'home', title: 'Home', html: '<main><h1>Welcome to the Verified Dinkers</h1></main>' },
    { slug: 'schedule', title: 'Schedule', html: '<main><h1>Our schedule</h1></main>' },
  ]);
  await createCustomDomain(h.db, site.id, VERIFIED, 'verified');
  const other = await createPublishedWebsite(h.db, { teamId: team.id, creatorId: owner.id }, [
    { slug: 'home', title: 'Home', html: '<main><h1>Pending club</h1></main>' },
  ]);
  await createCustomDomain(h.db, other.id, PENDING, 'pending');
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('host routing', () => {
  it('serves a verified domain’s site at the root and its pages by slug, with the site’s structured data', async () => {
    const home = await get('/', VERIFIED);
    expect(home.status).toBe(200);
    expect(home.body).toContain('Welcome to the Verified Dinkers');
    expect(home.body).toContain(`<link rel="canonical" href="http://${VERIFIED}/">`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'SportsTeam', name: 'Verified Dinkers' });
    expect((await get('/schedule', VERIFIED)).body).toContain('Our schedule');
    expect((await get('/schedule/', `${VERIFIED.toUpperCase()}:8080`)).body).toContain('Our schedule');
  });

  it('passes user-onboarding and the sign-in pages to the app, and answers everything else not found', async () => {
    const onboarding = await get('/user-onboarding', VERIFIED);
    expect(onboarding.status).toBe(200);
    expect(onboarding.body).toContain('<div id="root"');
    expect((await get('/login', VERIFIED)).body).toContain('<div id="root"');
    for (const pathname of ['/discover', '/settings', '/team/x', '/no-such-page', '/a/b/c', '/%00', `/${'x'.repeat(5000)}`]) {
      const answer = await get(pathname, VERIFIED);
      expect(answer.status, pathname.slice(0, 30)).toBe(404);
      expect(answer.body).toContain('RUFF');
    }
  });

  it('does not route an unverified or unknown domain to the site: the app answers as for any host', async () => {
    for (const host of [PENDING, 'unknown.example.org', '127.0.0.1']) {
      const answer = await get('/', host);
      expect(answer.body, host).not.toContain('Pending club');
      expect(answer.body, host).toContain('<div id="root"');
    }
    // The app's own page stays the app's on an unverified host.
    expect((await get('/discover', PENDING)).status).toBe(200);
  });

  it('answers a verified domain’s own robots.txt and sitemap, listing the site’s pages on that domain', async () => {
    const robots = await get('/robots.txt', VERIFIED);
    expect(robots.body).toContain(`Sitemap: http://${VERIFIED}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', VERIFIED);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://${VERIFIED}/</loc>`);
    expect(sitemap.body).toContain(`<loc>http://${VERIFIED}/schedule</loc>`);
    expect(sitemap.body).not.toContain('/evt/');
  });
});

describe('TLS ask endpoint', () => {
  it('answers 200 for a verified domain and 404 for a pending, unknown, malformed or missing one', async () => {
    expect((await get(`/internal/tls/ask?domain=${VERIFIED}`)).status).toBe(200);
    expect((await get(`/internal/tls/ask?domain=${VERIFIED.toUpperCase()}`)).status).toBe(200);
    for (const query of [
      `domain=${PENDING}`,
      'domain=unknown.example.org',
      'domain=127.0.0.1',
      `domain=${'a'.repeat(10_000)}`,
      'domain=%00',
      'domain=a&domain=b',
      '',
    ])
      expect((await get(`/internal/tls/ask?${query}`)).status, query.slice(0, 30)).toBe(404);
  });
});

describe('the product’s own sitemap and robots.txt', () => {
  it('points robots.txt at the sitemap and keeps crawlers off the API', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${h.deps.env.APP_ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /trpc/');
  });

  it('lists a newly created public event (and not a private one) in the events sitemap of its index', async () => {
    const creator = await createUser(h.db);
    const open = await createEvent(h.db, creator.id, { title: 'Sitemap Saturday' });
    const hidden = await createEvent(h.db, creator.id, { title: 'Secret Saturday', isPrivate: true });
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const eventsSitemap = /<loc>[^<]*(\/sitemaps\/events-1\.xml)<\/loc>/.exec(index.body)?.[1];
    expect(eventsSitemap).toBeDefined();
    const events = await get(eventsSitemap!);
    expect(events.body).toContain(`/evt/${open.id}</loc>`);
    expect(events.body).not.toContain(hidden.id);
    const teams = await get('/sitemaps/teams-1.xml');
    expect(teams.body).toContain(`/team/${team.id}</loc>`);
    expect((await get('/sitemaps/pages-1.xml')).body).toContain('/features</loc>');
    expect((await get('/sitemaps/sites-1.xml')).body).toContain('/site/view/');
    const league = await h.db.insertInto('leagues').values({ name: 'Sitemap League', creatorId: creator.id }).returning('id').executeTakeFirstOrThrow();
    expect((await get('/sitemaps/leagues-1.xml')).body).toContain(`/league/${league.id}</loc>`);
    for (const missing of ['/sitemaps/events-999.xml', '/sitemaps/nothing-1.xml', '/sitemaps/events-0.xml'])
      expect((await get(missing)).status, missing).toBe(404);
  });
});

describe('structured data on public pages', () => {
  it('puts a SportsEvent in a public event’s head and a SportsTeam in a public team’s, and none for a private event', async () => {
    const creator = await createUser(h.db);
    const event = await createEvent(h.db, creator.id, { title: 'JSON-LD Pickleball', priceCents: 500 });
    const page = await get(`/evt/${event.id}`);
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)![1]!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'JSON-LD Pickleball',
      sport: 'Pickleball',
      startDate: event.startsAt.toISOString(),
      location: { '@type': 'Place', name: 'Zilker Park Courts' },
      offers: { price: '5.00' },
    });
    const teamPage = await get(`/team/${team.id}`);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(teamPage.body)![1]!)).toMatchObject({
      '@type': 'SportsTeam',
      name: 'Verified Dinkers',
    });
    const hidden = await createEvent(h.db, creator.id, { isPrivate: true });
    expect((await get(`/evt/${hidden.id}`)).body).not.toContain('application/ld+json');
  });

  it('escapes a name that tries to close the script element', async () => {
    const owner = await createUser(h.db);
    const sneaky = await createTeam(h.db, owner.id, { name: '</script><script>alert(1)</script>' });
    const page = await get(`/team/${sneaky.id}`);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('\\u003c/script\\u003e');
  });
});
