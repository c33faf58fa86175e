import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { memoryCookieJar } from '../auth/cookies.ts';
import { AppError } from '../errors/app-error.ts';
import { createInnerContext } from './context.ts';
import { publicProcedure, router } from './trpc.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../tests/harness.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

let h: Harness;
let base: string;
let close: () => void;
const lines: { level: number; reqId?: string; path?: string; msg: string }[] = [];
const raw: string[] = [];

// A router of our own base procedures, so the formatter meets every kind of failure on purpose.
const testRouter = router({
  crash: publicProcedure.input(z.object({ secret: z.string() })).mutation(({ input }) => {
    throw new Error(`driver failed near ${input.secret}`);
  }),
  refuse: publicProcedure.mutation(() => {
    throw new AppError('FORBIDDEN', 'Not yours.');
  }),
});

beforeAll(async () => {
  h = await createHarness();
  const log = pino({ level: 'info' }, { write: (line: string) => (raw.push(line), lines.push(JSON.parse(line))) });
  const app = express();
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: testRouter,
      createContext: ({ req }) =>
        createInnerContext(
          { ...h.deps, log },
          { cookies: memoryCookieJar(), ip: '127.0.0.1', userAgent: null, requestId: String(req.headers['x-request-id']) },
        ),
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await h.close();
});

const call = (path: string, input: unknown, requestId: string) =>
  fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-request-id': requestId },
    body: JSON.stringify({ json: input }),
  });

describe('errors never 500 on input, and unexpected errors are logged once', () => {
  it('logs an unexpected error once, at error level, with the request id, and never the input', async () => {
    const response = await call('crash', { secret: 'hunter2-password' }, 'req-crash-0001');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { json: { message: string } } }).error.json.message).toBe(APP_MESSAGES.somethingWentWrong);
    const logged = lines.filter((line) => line.reqId === 'req-crash-0001');
    expect(logged).toEqual([expect.objectContaining({ level: 50, path: 'crash', msg: 'procedure failed' })]);
    expect(raw.join('\n')).not.toContain('hunter2-password');
  });

  it('does not log expected domain errors or bad input', async () => {
    expect((await call('refuse', undefined, 'req-refuse-0001')).status).toBe(403);
    expect((await call('crash', { secret: 42 }, 'req-invalid-01')).status).toBe(400);
    expect(lines.filter((line) => line.reqId === 'req-refuse-0001' || line.reqId === 'req-invalid-01')).toEqual([]);
  });
});
