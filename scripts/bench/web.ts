/**
 * npm run bench:web: builds the client, starts the app with demo data on a fresh embedded
 * database, and runs Lighthouse in Debian's Chromium against the public pages, then against Home, a
 * team page, an event page and a form page signed in as a demo organiser (issue 36; WEB_USER picks
 * another demo account), on Lighthouse's mobile (Moto G Power, slow 4G, 4x CPU slowdown) and
 * desktop settings. Prints, per page and form factor, the median of WEB_RUNS runs (default 3):
 * performance score, LCP, FCP, TBT, CLS, and the number of scripts with the JavaScript and total
 * bytes transferred. Targets: mobile performance >= 90 and LCP <= 2.5 s, desktop >= 95 (issue 13;
 * signed-in pages, issue 36); the public team and event pages mobile >= 95 with LCP <= 1.8 s (issue
 * 36); SEO is printed too (issue 35: 100 on a published site). CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { parseEnv } from '../../server/env.ts';
import { projectRoot, startServer } from '../../server/index.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-users.ts';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
// WEB_PAGES='post board,post page' measures only those pages (by label), for a quicker look at one change;
// WEB_DEBUG=1 prints each run's layout shifts, long tasks and main-thread time by kind and by script.
const only = process.env.WEB_PAGES?.split(',').map((label) => label.trim());
const PORT = 4191;
const origin = `http://localhost:${PORT}`;

execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-web-bench-'));
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(PORT),
  APP_ORIGIN: origin,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'true',
  RUN_WORKERS: 'false',
});
const server = await startServer({ env });

// A public demo event for the event page, the demo team for the team page and its registration form for the form page.
const { createDatabase } = await import('../../server/db/database.ts');
const db = createDatabase(server.databaseUrl);
const event = await db
  .selectFrom('events')
  .select('id')
  .where('isPrivate', '=', false)
  .where('cancelled', '=', false)
  .where('startsAt', '>', new Date())
  .orderBy('startsAt')
  .executeTakeFirstOrThrow();
const team = await db
  .selectFrom('teams')
  .select('id')
  .where('privacy', '=', 'public')
  .where('deletedAt', 'is', null)
  .orderBy('createdAt')
  .executeTakeFirstOrThrow();
const form = await db
  .selectFrom('forms')
  .select('id')
  .where('teamId', '=', team.id)
  .where('status', '=', 'published')
  .orderBy('createdAt')
  .executeTakeFirstOrThrow();
// A demo post for the post page (issue 32).
const post = await db.selectFrom('posts').select(['id', 'category', 'subcategory']).orderBy('createdAt').executeTakeFirstOrThrow();
// The Austin demo team's published website (issue 35): static HTML, no app JavaScript.
const site = await db.selectFrom('websites').select('id').where('publishedVersion', 'is not', null).orderBy('createdAt').executeTakeFirstOrThrow();
await db.destroy();

/** A demo account's session cookie, signed in the way the browser does (the Origin header passes the CSRF check). */
async function sessionCookie(email: string): Promise<string> {
  const response = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ json: { email, password: DEMO_PASSWORD } }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`Signing in ${email} set no cookie`);
  return cookies.join('; ');
}
const cookie = await sessionCookie(process.env.WEB_USER ?? 'organiser.austin@rally.test');

const pages: [label: string, pathname: string, signedIn?: boolean][] = [
  ['/login', '/login'],
  ['/sign-up', '/sign-up'],
  ['/discover', '/discover'],
  ['event page', `/evt/${event.id}`],
  ['discover event page', `/discover/events/${event.id}`],
  ['team page', `/team/${team.id}`],
  ['pricing', '/organizer/pricing'],
  ['create tournaments', '/create-tournaments'],
  ['features', '/features'],
  ['organize events', '/organize-events'],
  ['post board', '/posts'],
  ['post page', `/posts/${post.category}/${post.subcategory}/${post.id}`],
  ['published site', `/site/view/${site.id}`],
  ['home (signed in)', '/home', true],
  ['team page (signed in)', `/team/${team.id}`, true],
  ['event page (signed in)', `/evt/${event.id}`, true],
  ['form page (signed in)', `/form/${form.id}`, true],
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});

interface Measure {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  scripts: number;
  scriptKiB: number;
  totalKiB: number;
  /** Lighthouse's SEO score (issue 35: 100 on a published site page). */
  seo: number;
}

function measureOf(result: RunnerResult): Measure {
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: items.find((item) => item.resourceType === 'script')?.requestCount ?? 0,
    scriptKiB: bytes('script') / 1024,
    totalKiB: bytes('total') / 1024,
  };
}

/** Retries a run that Lighthouse itself failed to record (NO_NAVSTART and the like), up to 3 attempts. */
async function lighthouseRun(label: string, pathname: string, formFactor: 'mobile' | 'desktop', signedIn: boolean): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      // Lighthouse sends these with every request of the run, the page's scripts and API calls too.
      ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(`${origin}${pathname}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.warn(`${label} ${formFactor}: ${result.lhr.runtimeError.code}, run again`);
  }
}

/** WEB_DEBUG=1: what moved (Lighthouse's layout-shift elements) and what held the main thread (its long tasks), per run. */
function printDebug(label: string, formFactor: string, result: RunnerResult) {
  const items = (id: string) => ((result.lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 8);
  console.log(`${label} ${formFactor}:`);
  for (const item of items('layout-shifts')) console.log(`  shift ${JSON.stringify(item).slice(0, 300)}`);
  for (const item of items('long-tasks')) console.log(`  long task ${JSON.stringify(item).slice(0, 200)}`);
  // Where the main thread's time went, by kind (script evaluation, style and layout, parsing...), and by script.
  const work = items('mainthread-work-breakdown').map((item) => `${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))} ms`);
  console.log(`  main thread: ${work.join(', ')}`);
  for (const item of items('bootup-time').slice(0, 4)) {
    console.log(`  script ${String(item.url)}: evaluation ${Math.round(Number(item.scripting))} ms, parse ${Math.round(Number(item.scriptParseCompile))} ms`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: string[] = [];
try {
  for (const [label, pathname, signedIn = false] of pages) {
    if (only && !only.includes(label)) continue;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouseRun(label, pathname, formFactor, signedIn);
        runs.push(measureOf(result));
        if (process.env.WEB_DEBUG) printDebug(label, formFactor, result);
      }
      const pick = (key: keyof Measure) => median(runs.map((run) => run[key]));
      rows.push(
        `| ${label} | ${formFactor} | ${pick('score')} | ${pick('seo')} | ${(pick('lcp') / 1000).toFixed(2)} s | ${(pick('fcp') / 1000).toFixed(2)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${pick('scripts')} | ${pick('scriptKiB').toFixed(1)} KiB | ${pick('totalKiB').toFixed(1)} KiB |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse performance, median of ${RUNS} runs (targets: mobile >= 90 with LCP <= 2.5 s, desktop >= 95, signed-in pages too; the public team and event pages: mobile >= 95, LCP <= 1.8 s; a published site: mobile >= 95, LCP <= 1.5 s, SEO 100)\n`,
);
console.log('| page | form factor | performance | SEO | LCP | FCP | TBT | CLS | scripts | JS transferred | total transferred |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
