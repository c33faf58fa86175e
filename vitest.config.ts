import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'scripts/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/msw.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Polls wait for other processes and connections (LISTEN/NOTIFY, SSE); a busy CI machine is slower than 1 s.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Each worker evaluates the server's modules once instead of once per file: imports were 36-44%
    // of the run. Every file still has its own database and harness (tests/harness.ts), the few
    // module-level maps are keyed by database or row, and stubbed globals are put back after each test.
    isolate: false,
    unstubGlobals: true,
  },
});
