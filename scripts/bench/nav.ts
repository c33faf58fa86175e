/**
 * npm run bench:nav (issue 36): builds the client, starts the app with demo data on a fresh embedded
 * database, signs in as the Austin demo organiser in Debian's Chromium (Playwright's launcher) and
 * times, per page and profile, (a) a click on an in-app link until the page's main content is visible
 * and (b) a cold load of the address in a new tab (warm HTTP cache) until the same. Two profiles:
 * phone (390x844, 4x CPU slowdown through CDP) and desktop (1280x800, unthrottled). Prints p50 and
 * p75 of NAV_RUNS runs (default 5) and the longest time a blank page or a lone spinner was shown.
 *
 * "Main content" is a real element with data per page (the team's name heading and its schedule, the
 * form's title and its Send button...), never a spinner. A monitor injected before any page script
 * samples the page on every animation frame: whether the content is ready, and whether the main area
 * is blank or shows nothing but a status spinner (a layout-keeping skeleton counts as content shown).
 *
 * Targets: in-app p75 <= 300 ms desktop and <= 1 s phone; cold p75 <= 1 s desktop and <= 2.5 s phone;
 * never a blank page or lone spinner over 500 ms. NAV_PAGES='team page,settings' measures only those pages,
 * NAV_PROFILES=desktop only that profile.
 * CHROMIUM_PATH overrides /usr/bin/chromium. Port 4192 (bench:web has 4191).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { parseEnv } from '../../server/env.ts';
import { projectRoot, startServer } from '../../server/index.ts';

const RUNS = Math.max(1, Number(process.env.NAV_RUNS ?? 5));
const only = process.env.NAV_PAGES?.split(',').map((label) => label.trim());
const PORT = 4192;
const origin = `http://localhost:${PORT}`;
const EMAIL = 'organiser.austin@rally.test';
const PASSWORD = 'rally-demo-2026';

/** All must be present and laid out; `text`: the element's text contains it. */
type ReadySpec = { sel: string; text?: string }[];

interface Monitor {
  armCold: (spec: ReadySpec) => void;
  armClick: (spec: ReadySpec) => void;
  result: () => { done: boolean; ms: number; blankMs: number };
}

/**
 * Runs in the page before its scripts (addInitScript goes through CDP, so the page's CSP does not
 * apply). Every animation frame until the content is ready it records whether the main area is
 * blank or holds only a [role=status] spinner; the longest such stretch is the blank figure.
 */
function installMonitor() {
  const w = window as unknown as { __navMon: Monitor };
  let spec: ReadySpec | null = null;
  let t0 = 0;
  let readyAt = -1;
  let blankSince: number | null = null;
  let longestBlank = 0;
  let waitingForClick = false;
  const laidOut = (el: Element) => el.getClientRects().length > 0;
  const ready = (wanted: ReadySpec) =>
    wanted.every(({ sel, text }) => Array.from(document.querySelectorAll(sel)).some((el) => laidOut(el) && (!text || (el.textContent ?? '').includes(text))));
  const blank = () => {
    // A skeleton that keeps the layout (the HTML's own before the app draws, or a page's) is content shown.
    if (Array.from(document.querySelectorAll('[data-skeleton], .chakra-skeleton')).some(laidOut)) return false;
    const main = document.querySelector('main');
    if (!main) return true;
    let text = main.textContent ?? '';
    for (const status of Array.from(main.querySelectorAll('[role=status]'))) text = text.replace(status.textContent ?? '', '');
    return text.trim() === '';
  };
  const sample = () => {
    if (!spec || readyAt >= 0) return;
    const now = performance.now();
    if (ready(spec)) {
      readyAt = now;
      if (blankSince !== null) longestBlank = Math.max(longestBlank, now - blankSince);
      return;
    }
    if (blank()) blankSince ??= now;
    else if (blankSince !== null) {
      longestBlank = Math.max(longestBlank, now - blankSince);
      blankSince = null;
    }
    requestAnimationFrame(sample);
  };
  const reset = (wanted: ReadySpec) => {
    spec = wanted;
    readyAt = -1;
    longestBlank = 0;
    blankSince = null;
  };
  document.addEventListener(
    'click',
    (event) => {
      if (!waitingForClick) return;
      waitingForClick = false;
      t0 = event.timeStamp;
      // The old page is still shown at the click: blank counts from the first frame after it.
      requestAnimationFrame(sample);
    },
    true,
  );
  w.__navMon = {
    armCold: (wanted) => {
      reset(wanted);
      t0 = 0;
      // Nothing is painted before the first frame: blank from the navigation's start.
      blankSince = 0;
      requestAnimationFrame(sample);
    },
    armClick: (wanted) => {
      reset(wanted);
      waitingForClick = true;
    },
    result: () => ({ done: readyAt >= 0, ms: readyAt - t0, blankMs: longestBlank }),
  };
  // A cold load's spec is set by the page's own init script (coldSpec below); read at the first
  // frame, so the measure starts with the page and not when the bench gets a word in.
  requestAnimationFrame(() => {
    const cold = (window as unknown as { __navColdSpec?: ReadySpec }).__navColdSpec;
    if (cold && !spec) w.__navMon.armCold(cold);
  });
}

execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-nav-bench-'));
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

const { createDatabase } = await import('../../server/db/database.ts');
const db = createDatabase(server.databaseUrl);
const team = await db.selectFrom('teams').select(['id', 'name']).where('name', '=', 'Austin Dinkers').executeTakeFirstOrThrow();
const form = await db.selectFrom('forms').select(['id', 'title']).where('title', '=', 'Spring league registration').executeTakeFirstOrThrow();
await db.destroy();

interface Target {
  label: string;
  /** The address a cold load opens. */
  path: string;
  ready: ReadySpec;
  /** The in-app way there: start page (loaded first), then what to click. */
  from: string;
  fromReady: ReadySpec;
  /** Readies the click (opens the drawer, fills the form) and returns the element to click. */
  click: (page: Page) => Promise<ReturnType<Page['locator']>>;
  /** The event page straight after Create: only the in-app figure. */
  noCold?: boolean;
}

const drawerLink = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page.getByRole('dialog').getByRole('link', { name, exact: true });
  await link.waitFor();
  return link;
};

const homeReady: ReadySpec = [{ sel: 'main h1', text: 'Welcome' }, { sel: `main a[href="/team/${team.id}"]` }];
const teamReady: ReadySpec = [{ sel: 'main h1', text: team.name }, { sel: 'main [data-testid=schedule-event]' }];
const eventReady: ReadySpec = [{ sel: 'main h1' }, { sel: 'main', text: 'Add to calendar' }];
const createReady: ReadySpec = [
  { sel: 'main h1', text: 'Create an event' },
  { sel: 'main button[type=submit]', text: 'Create event' },
];
const communitiesReady: ReadySpec = [{ sel: 'main h1' }, { sel: `main a[href="/team/${team.id}"]` }];
const formsReady: ReadySpec = [{ sel: 'main h1' }, { sel: `main a[href="/form/${form.id}/submissions"]` }];
const seasonsReady: ReadySpec = [{ sel: 'main [data-testid=team-seasons]', text: 'Spring league' }, { sel: `main a[href="/form/${form.id}"]` }];
let createdCount = 0;

const targets: Target[] = [
  { label: 'home', path: '/home', ready: homeReady, from: '/my-communities', fromReady: communitiesReady, click: drawerLink('Home') },
  {
    label: 'team page',
    path: `/team/${team.id}`,
    ready: teamReady,
    from: '/my-communities',
    fromReady: communitiesReady,
    click: async (page) => page.locator(`main a[href="/team/${team.id}"]`).first(),
  },
  {
    label: 'event page',
    path: '', // filled from the team's schedule below
    ready: eventReady,
    from: `/team/${team.id}`,
    fromReady: teamReady,
    click: async (page) => page.locator('main [data-testid=schedule-event] a[href^="/evt/"]').first(),
  },
  {
    label: 'event after create',
    path: '/create',
    ready: [
      { sel: 'main h1', text: 'Bench game' },
      { sel: 'main', text: 'Add to calendar' },
    ],
    from: '/create',
    fromReady: createReady,
    noCold: true,
    click: async (page) => {
      createdCount += 1;
      const title = `Bench game ${createdCount}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Game type').selectOption('Basketball');
      await page.getByLabel('Description').fill('Full court, all levels welcome.');
      await page.getByRole('button', { name: 'Address', exact: true }).click();
      await page.getByLabel('Place name').fill('Zilker Park courts');
      await page.getByRole('combobox', { name: 'City' }).fill('Austin');
      await page.getByRole('option', { name: 'Austin, TX' }).first().click();
      await page.getByLabel('Address', { exact: true }).fill('2100 Barton Springs Rd, Austin, TX');
      return page.getByRole('button', { name: 'Create event' });
    },
  },
  { label: 'create form', path: '/create', ready: createReady, from: '/home', fromReady: homeReady, click: drawerLink('Create event') },
  { label: 'my communities', path: '/my-communities', ready: communitiesReady, from: '/home', fromReady: homeReady, click: drawerLink('My communities') },
  {
    label: 'form to fill',
    path: `/form/${form.id}`,
    ready: [{ sel: 'main h1', text: form.title }, { sel: 'main button[type=submit]' }],
    from: `/team/${team.id}?tab=seasons`,
    fromReady: seasonsReady,
    click: async (page) => page.locator(`main a[href="/form/${form.id}"]`).first(),
  },
  {
    label: 'form submissions',
    path: `/form/${form.id}/submissions`,
    ready: [{ sel: 'main h1', text: `${form.title}: submissions` }],
    from: '/form',
    fromReady: formsReady,
    click: async (page) => page.locator(`main a[href="/form/${form.id}/submissions"]`).first(),
  },
  {
    label: 'season',
    path: `/team/${team.id}?tab=seasons`,
    ready: seasonsReady,
    from: `/team/${team.id}`,
    fromReady: teamReady,
    click: async (page) => page.getByRole('tab', { name: 'Seasons' }),
  },
  {
    label: 'settings',
    path: '/settings',
    ready: [{ sel: 'main h1', text: 'Account settings' }, { sel: 'main [role=tabpanel] input' }],
    from: '/home',
    fromReady: homeReady,
    click: drawerLink('Settings'),
  },
];

const profiles = [
  { name: 'phone', viewport: { width: 390, height: 844 }, cpu: 4 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, cpu: 1 },
] as const;
// NAV_PROFILES=desktop runs one profile only.
const onlyProfiles = process.env.NAV_PROFILES?.split(',').map((name) => name.trim());

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});

const TIMEOUT = 30_000;

async function newPage(context: BrowserContext, cpu: number) {
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return page;
}

async function waitForResult(page: Page, what: string) {
  try {
    await page.waitForFunction(() => (window as unknown as { __navMon: Monitor }).__navMon.result().done, undefined, { timeout: TIMEOUT, polling: 50 });
  } catch (error) {
    throw new Error(`${what}: main content not shown within ${TIMEOUT} ms at ${page.url()}`, { cause: error });
  }
  return page.evaluate(() => (window as unknown as { __navMon: Monitor }).__navMon.result());
}

const laidOutAll = (spec: ReadySpec) =>
  spec.every(({ sel, text }) =>
    Array.from(document.querySelectorAll(sel)).some((el) => el.getClientRects().length > 0 && (!text || (el.textContent ?? '').includes(text))),
  );

/** Opens `pathname` in this page and waits for its content (not measured: the start of an in-app run). */
async function open(page: Page, pathname: string, spec: ReadySpec) {
  await page.goto(`${origin}${pathname}`, { waitUntil: 'commit' });
  await page.waitForFunction(laidOutAll, spec, { timeout: TIMEOUT, polling: 50 });
}

async function inApp(page: Page, target: Target) {
  await open(page, target.from, target.fromReady);
  const link = await target.click(page);
  await link.waitFor();
  await page.evaluate((wanted) => (window as unknown as { __navMon: Monitor }).__navMon.armClick(wanted), target.ready);
  await link.click();
  return waitForResult(page, `${target.label} (in-app)`);
}

async function cold(context: BrowserContext, cpu: number, target: Target) {
  const page = await newPage(context, cpu);
  try {
    await page.addInitScript({ content: `window.__navColdSpec = ${JSON.stringify(target.ready)};` });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    const result = await waitForResult(page, `${target.label} (cold)`);
    // NAV_DEBUG=1: where a cold load's time went (the document, then each script and API call).
    if (process.env.NAV_DEBUG) {
      const entries = await page.evaluate(() =>
        performance
          .getEntries()
          .filter((entry) => entry.entryType === 'navigation' || entry.entryType === 'resource' || entry.entryType === 'paint')
          .map(
            (entry) =>
              `${entry.entryType} ${entry.name.replace(location.origin, '').slice(0, 90)} ${Math.round(entry.startTime)}-${Math.round(entry.startTime + entry.duration)}`,
          ),
      );
      console.log(`${target.label} cold ${Math.round(result.ms)} ms\n  ${entries.join('\n  ')}`);
    }
    return result;
  } finally {
    await page.close();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

const GOALS = { phone: { inApp: 1000, cold: 2500 }, desktop: { inApp: 300, cold: 1000 } } as const;
const BLANK_GOAL = 500;
const rows: string[] = [];
const misses: string[] = [];

try {
  for (const profile of profiles) {
    if (onlyProfiles && !onlyProfiles.includes(profile.name)) continue;
    const context = await browser.newContext({ viewport: profile.viewport, baseURL: origin });
    // tsx keeps function names through a __name helper the page does not have.
    await context.addInitScript({ content: `var __name = (fn) => fn; (${installMonitor.toString()})();` });
    const page = await newPage(context, profile.cpu);
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/home/);
    // An event of the team's schedule, for the event page's cold load.
    await open(page, `/team/${team.id}`, teamReady);
    const eventHref = await page.locator('main [data-testid=schedule-event] a[href^="/evt/"]').first().getAttribute('href');
    targets.find((target) => target.label === 'event page')!.path = eventHref ?? '/';

    for (const target of targets) {
      if (only && !only.includes(target.label)) continue;
      // One unmeasured pass warms the HTTP cache (and the server's) for this page.
      await inApp(page, target);
      if (!target.noCold) await cold(context, profile.cpu, target);
      const inAppRuns: number[] = [];
      const coldRuns: number[] = [];
      let blank = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const a = await inApp(page, target);
        inAppRuns.push(a.ms);
        blank = Math.max(blank, a.blankMs);
        if (!target.noCold) {
          const b = await cold(context, profile.cpu, target);
          coldRuns.push(b.ms);
          blank = Math.max(blank, b.blankMs);
        }
      }
      const goal = GOALS[profile.name];
      const fmt = (ms: number) => `${Math.round(ms)} ms`;
      const inAppP75 = quantile(inAppRuns, 0.75);
      const coldP75 = coldRuns.length ? quantile(coldRuns, 0.75) : Number.NaN;
      if (inAppP75 > goal.inApp) misses.push(`${target.label} ${profile.name}: in-app p75 ${fmt(inAppP75)} > ${goal.inApp} ms`);
      if (coldP75 > goal.cold) misses.push(`${target.label} ${profile.name}: cold p75 ${fmt(coldP75)} > ${goal.cold} ms`);
      if (blank > BLANK_GOAL) misses.push(`${target.label} ${profile.name}: blank or lone spinner ${fmt(blank)} > ${BLANK_GOAL} ms`);
      rows.push(
        `| ${target.label} | ${profile.name} | ${fmt(quantile(inAppRuns, 0.5))} | ${fmt(inAppP75)} | ${
          coldRuns.length ? `${fmt(quantile(coldRuns, 0.5))} | ${fmt(coldP75)}` : '- | -'
        } | ${fmt(blank)} |`,
      );
      console.log(rows.at(-1));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nNavigation to main content, ${RUNS} runs each (targets: in-app p75 <= 300 ms desktop, <= 1 s phone; cold p75 <= 1 s desktop, <= 2.5 s phone; blank or lone spinner <= 500 ms)\n`,
);
console.log('| page | profile | in-app p50 | in-app p75 | cold p50 | cold p75 | longest blank/spinner |');
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(misses.length ? `\nMissed:\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '\nEvery target met.');
