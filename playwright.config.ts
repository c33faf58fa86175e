import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when it starts; npm test runs vitest beside it, whose report is in test-results/.
  outputDir: 'test-results/e2e',
  // Flows of several pages with two browsers take 15-45 s on an idle machine. CI machines were
  // seen at a quarter of that speed (settings.spec.ts: 2 min here, 7.9 min there; one paid flow
  // ran out of its 240 s), so the limits, which only ever decide when to give up waiting, allow
  // about eight times the idle figure. A test's own longer limit says how long its flow is.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // One browser at a time: on the 2-core machines CI runs on, two workers were slower in all
  // (billing, form-payments and activity-subscriptions: 3.5 min with two, 2.9 min with one) and
  // each test ran 2-3 times longer, which is what pushed a paid flow past its limit.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // E2E_TRACE=1 keeps a failure's trace of DOM snapshots (npx playwright show-trace). Off by
    // default: recording one for every test, pass or fail, cost 8% of the machine's CPU and 6% of
    // the time of three specs (teams, leagues, form-builder: 292 against 268 CPU-seconds, 203
    // against 191 s), and a CI machine's traces are thrown away with it. The trace's own screencast
    // of every step kept the browser's GPU process busy and made each test about 15% slower.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download its browser here: use Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/server.ts',
    url: `${baseURL}/healthz`,
    // Starting PostgreSQL, migrating and loading the demo data: about 15 s on an idle machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
