import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from '../msw/server.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Our own servers on loopback pass through; any other unmocked host fails the request.
beforeAll(() =>
  mswServer.listen({
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (request && LOCAL_HOSTS.has(new URL(request.url).hostname)) return;
      defaults.error();
    },
  }),
);
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());
