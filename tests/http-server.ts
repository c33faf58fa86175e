import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from '../server/app.ts';
import type { AppDeps } from '../server/trpc/context.ts';

/** Serves the real Express app on a free port for HTTP-level tests. */
export async function serveApp(deps: AppDeps, options: AppOptions = { google: null }) {
  const server: Server = createServer(createApp(deps, options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The session cookie's name=value from a response, for the next request. */
export function sessionCookie(response: Response): string | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('rally_session='));
  return header ? header.split(';')[0]! : null;
}

/** tRPC wire format with superjson: {"json": input}. */
export const trpcBody = (input: unknown) => JSON.stringify({ json: input });
