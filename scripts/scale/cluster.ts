/**
 * The compose file's `scale` profile without Docker: N app processes on one PostgreSQL behind the
 * round-robin proxy (scripts/scale/proxy.ts). Used by `npm run scale:local`, the scale test
 * (tests/integration/scale-proxy.test.ts) and `npm run bench:api-scale`.
 *
 * The proxy starts first, so every process is told the address people use (APP_ORIGIN: links in
 * mail, the same-origin check) and trusts it for the client's address (TRUST_PROXY=loopback).
 * The first process starts alone: it migrates, makes pg-boss's tables and seeds the demo data;
 * the others then start together and find all of it done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../server/project-root.ts';
import { stopChildren } from '../lib/stop-children.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy.ts';

export interface ScaleClusterOptions {
  /** App processes behind the proxy. */
  processes: number;
  /** The one database every process uses. */
  databaseUrl: string;
  /** The proxy's port (0 or absent: a free one) and interface (loopback unless told). */
  proxyPort?: number;
  proxyHost?: string;
  /** More environment for the app processes (LOG_LEVEL, SEED_DEMO_DATA, DATA_DIR...). */
  env?: Record<string, string>;
  /** The processes' standard output (request logs): shown (the local script) or dropped (tests, benchmarks). Errors are always shown. */
  output?: 'inherit' | 'ignore';
  /**
   * Start every process at once instead of the first alone: for a database that is already
   * migrated and will not be seeded (the tests' clones of the migrated template).
   */
  together?: boolean;
}

export interface ScaleCluster {
  proxy: RoundRobinProxy;
  /** Each app process's own base URL, in the proxy's order. */
  upstreams: string[];
  stop(): Promise<void>;
}

function startAppProcess(options: ScaleClusterOptions, appOrigin: string, children: ChildProcess[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/scale/app-process.ts'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        APP_ORIGIN: appOrigin,
        // Requests come through the proxy on this machine: the client's address is the one it forwards.
        TRUST_PROXY: 'loopback',
      },
      stdio: ['ignore', options.output ?? 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    child.on('message', (message: { listening?: number }) => {
      if (typeof message.listening === 'number') resolve(`http://127.0.0.1:${message.listening}`);
    });
    child.once('exit', (code, signal) => reject(new Error(`an app process exited before it listened (${signal ?? `code ${code}`})`)));
  });
}

export async function startScaleCluster(options: ScaleClusterOptions): Promise<ScaleCluster> {
  if (!Number.isInteger(options.processes) || options.processes < 1) throw new Error('processes must be a whole number of at least 1');
  const proxy = await startRoundRobinProxy({
    ...(options.proxyPort === undefined ? {} : { port: options.proxyPort }),
    ...(options.proxyHost === undefined ? {} : { host: options.proxyHost }),
  });
  const children: ChildProcess[] = [];
  try {
    const start = () => startAppProcess(options, proxy.url, children);
    const upstreams = options.together
      ? await Promise.all(Array.from({ length: options.processes }, start))
      : [await start(), ...(await Promise.all(Array.from({ length: options.processes - 1 }, start)))];
    proxy.setUpstreams(upstreams);
    let stopping: Promise<void> | null = null;
    return {
      proxy,
      upstreams,
      stop: () =>
        (stopping ??= (async () => {
          await proxy.close();
          await stopChildren(children);
        })()),
    };
  } catch (error) {
    await stopChildren(children);
    await proxy.close();
    throw error;
  }
}
