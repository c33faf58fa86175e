/**
 * npm test: type-check, lint, formatting (Prettier), import cycles (dependency-cruiser), DB-type drift, unit and
 * integration tests (vitest), client build, and end-to-end tests (Playwright in Chromium). Every step runs; the last
 * line is the total.
 *
 * The client is built first (the end-to-end server serves it); then two lanes run side by side: the end-to-end
 * tests, and the checks followed by vitest. One Playwright worker keeps about a third of a 2-core machine idle
 * (it mostly waits for pages), which the other lane fills: run one after the other, the two took about 28 minutes
 * on CI. The checks' lane prints as it goes; the end-to-end output is printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
  /** Reads passed/failed test counts from the step's report, if it has one. */
  counts?: () => { passed: number; failed: number } | null;
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

mkdirSync('test-results', { recursive: true });
rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/e2e.json', { force: true });

const build: Step = { name: 'client build', command: ['vite', 'build', '--logLevel', 'warn'] };
const checks: Step[] = [
  { name: 'type-check', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['eslint', '.', '--max-warnings=0'] },
  { name: 'format', command: ['prettier', '--check', '.', '--log-level', 'warn'] },
  // No file imports itself through others, and no domain folder reaches itself through other domain folders.
  { name: 'import cycles', command: ['npm', 'run', '--silent', 'check:cycles'] },
  { name: 'db types', command: ['node', '--import', 'tsx', 'scripts/db-types.ts', '--check'] },
  {
    name: 'unit + integration (vitest)',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
    counts: () => {
      const report = readJson('test-results/vitest.json');
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests } : null;
    },
  },
];
const endToEnd: Step = {
  name: 'end-to-end (playwright)',
  command: ['playwright', 'test'],
  counts: () => {
    const report = readJson('test-results/e2e.json');
    return report ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky + report.stats.skipped } : null;
  },
};

/** Names of the tests that failed, read from the vitest and Playwright JSON reports. */
function failedTestNames(): string[] {
  const names: string[] = [];
  const vitest = readJson('test-results/vitest.json');
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'passed') names.push(`${file.name.replace(process.cwd() + '/', '')} › ${test.fullName ?? test.title}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t: { status: string }) => t.status === 'failed')) {
      names.push(`${file.name.replace(process.cwd() + '/', '')} › ${String(file.message ?? 'file failed').split('\n')[0]}`);
    }
  }
  const walk = (suite: { title?: string; file?: string; specs?: { title: string; file: string; ok: boolean }[]; suites?: unknown[] }) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) names.push(`${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child as typeof suite);
  };
  for (const suite of readJson('test-results/e2e.json')?.suites ?? []) walk(suite);
  return names;
}

type Result = { name: string; ok: boolean; seconds: number; passed: number; failed: number };
const results: Result[] = [];

/** Runs one step; its output goes to the terminal, or to `log` (a file) when given; `niceness` lowers its priority. */
function run(step: Step, log?: string, niceness = 0): Promise<Result> {
  const started = performance.now();
  if (!log) console.log(`\n=== ${step.name} ===`);
  return new Promise((resolve) => {
    const command = niceness > 0 ? ['nice', '-n', String(niceness), ...step.command] : step.command;
    const child = spawn(command[0]!, command.slice(1), {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    if (log) {
      const file = createWriteStream(log);
      child.stdout!.pipe(file);
      child.stderr!.pipe(file);
    }
    child.on('close', (status) => {
      const ok = status === 0;
      const counts = step.counts?.() ?? null;
      resolve({
        name: step.name,
        ok: ok && (counts?.failed ?? 0) === 0,
        seconds: (performance.now() - started) / 1000,
        // A step without test counts counts as one check; a crashed runner counts as one failure.
        passed: counts ? counts.passed : ok ? 1 : 0,
        failed: counts ? Math.max(counts.failed, ok ? 0 : 1) : ok ? 0 : 1,
      });
    });
  });
}

results.push(await run(build));
const e2eLog = 'test-results/e2e-output.log';
const [e2eResult] = await Promise.all([
  run(endToEnd, e2eLog),
  (async () => {
    // The end-to-end lane is the longer one (about 19 minutes against 14 in the clean-clone run): the checks and
    // vitest take what CPU it leaves, and its pages wait less for the processor.
    for (const step of checks) results.push(await run(step, undefined, 10));
  })(),
]);
console.log(`\n=== ${endToEnd.name} (ran beside the steps above) ===`);
console.log(existsSync(e2eLog) ? readFileSync(e2eLog, 'utf8') : '(no output)');
results.push(e2eResult!);

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)}s`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
// CI shows only the tail of the output, so the names of failing tests are repeated here.
for (const name of failedTestNames()) console.log(`failed: ${name}`);
console.log(`Totals: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
