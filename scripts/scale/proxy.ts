/**
 * A small round-robin reverse proxy in Node, standing in locally for the Caddy of the compose
 * file's `scale` profile (deploy/Caddyfile): each request goes to the next app process in turn,
 * streamed both ways (server-sent events pass through as they are written). It sets the
 * X-Forwarded-* headers as Caddy does, replacing whatever the client sent, so an app with
 * TRUST_PROXY=loopback counts rate limits by the real client address. Each answer names the process
 * that gave it in X-Rally-Upstream (Caddy's file adds the same header), which is how the scale
 * test proves its requests landed on different processes.
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const UPSTREAM_HEADER = 'x-rally-upstream';

/** Headers that belong to one connection, not to the request: never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization']);

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** The app processes' base URLs, in turn; replaced at once (a process added or gone). */
  setUpstreams(upstreams: readonly string[]): void;
  /** How many requests each upstream was given, by base URL. */
  counts(): Record<string, number>;
  close(): Promise<void>;
}

function forwardedHeaders(headers: IncomingHttpHeaders, clientAddress: string, host: string): IncomingHttpHeaders {
  const named = new Set((headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (HOP_BY_HOP.has(name) || named.has(name) || name.startsWith('x-forwarded-') || value === undefined) continue;
    forwarded[name] = value;
  }
  // Replaced, not appended: what a client claims about addresses in front of us is not believed.
  forwarded['x-forwarded-for'] = clientAddress;
  forwarded['x-forwarded-proto'] = 'http';
  forwarded['x-forwarded-host'] = host;
  return forwarded;
}

/** Starts the proxy on `port` (0: a free one) of `host`; it answers 502 while it has no upstream, or when the chosen one fails. */
export async function startRoundRobinProxy(options: { port?: number; host?: string; upstreams?: readonly string[] } = {}): Promise<RoundRobinProxy> {
  let upstreams = [...(options.upstreams ?? [])];
  let next = 0;
  const given = new Map<string, number>();
  // Keep-alive to the apps: a fresh TCP connection per request would cost more than the proxying.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });

  const server: Server = createServer((req, res) => {
    const upstream = upstreams.length ? upstreams[next++ % upstreams.length]! : null;
    if (!upstream) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No app process is up yet.\n');
      return;
    }
    given.set(upstream, (given.get(upstream) ?? 0) + 1);
    const target = new URL(req.url ?? '/', upstream);
    const outgoing = request(target, {
      method: req.method,
      headers: forwardedHeaders(req.headers, req.socket.remoteAddress ?? '', req.headers.host ?? ''),
      agent,
    });
    outgoing.on('response', (answer) => {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      headers[UPSTREAM_HEADER] = target.host;
      res.writeHead(answer.statusCode ?? 502, headers);
      // Written as it arrives: a server-sent event reaches the browser when the app writes it.
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    outgoing.on('error', () => {
      if (res.destroyed) return;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', [UPSTREAM_HEADER]: target.host }).end('The app process did not answer.\n');
      else res.destroy();
    });
    // The client went away (a closed tab ends its event stream): let go of the app's side too.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    // A client that resets mid-request takes the app's side down with it, and nothing else.
    req.on('error', () => outgoing.destroy());
    req.pipe(outgoing);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    setUpstreams(list) {
      upstreams = [...list];
    },
    counts: () => Object.fromEntries(given),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
