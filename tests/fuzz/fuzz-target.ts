import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { appRouter } from '../../server/routers/index.ts';
import { TEST_ORIGIN } from '../harness.ts';
import { createTestDatabase } from '../test-database.ts';
import type { CommandBody } from './fuzz-server.ts';
import { allIdsOf, type Actor, type World, type WorldData } from './fuzz-world.ts';
import type { LoopReading } from './loop-monitor.ts';

/** Every procedure the app router serves, with its input schema (tRPC merges several into one). */
export interface FuzzedProcedure {
  path: string;
  type: 'query' | 'mutation';
  input: unknown;
}

export interface FuzzedSubscription {
  path: string;
  input: unknown;
}

export function listProcedures(): { procedures: FuzzedProcedure[]; subscriptions: FuzzedSubscription[] } {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> } })._def.procedures;
  const procedures: FuzzedProcedure[] = [];
  const subscriptions: FuzzedSubscription[] = [];
  for (const [procedurePath, procedure] of Object.entries(all)) {
    const { type, inputs } = procedure._def;
    if (type === 'subscription') subscriptions.push({ path: procedurePath, input: inputs[0] ?? null });
    else procedures.push({ path: procedurePath, type: type as FuzzedProcedure['type'], input: inputs[0] ?? null });
  }
  return { procedures, subscriptions };
}

/**
 * The input as our client would send it; superjson refuses to serialize `__proto__` and
 * `constructor` keys, so those go as plain JSON, as an attacker would send them anyway.
 */
export function encode(input: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return JSON.stringify({ json: input });
  }
}

export interface Answer {
  /** The HTTP status; 0 when no answer came (see `failure`). */
  status: number;
  /**
   * Why no answer came: nothing within ABORT_MS, the server's process died, or the connection was
   * closed (the /trpc body cap closes it on a body over 1 MiB, by design; `bodyBytes` tells).
   */
  failure?: 'timeout' | 'died' | 'closed';
  /** Bytes of the request body sent. */
  bodyBytes?: number;
  wallMs: number;
  heldMs: number;
  cpuMs: number;
  /** The body, whole (a PDF's bytes are not kept). */
  body: string;
  /** The server's error log during the request, for a 5xx. */
  serverLog: string;
  /** A subscription's first event: the data, or an error sent in band after the stream opened. */
  stream?: { kind: 'data' | 'error' | 'end' | 'silent'; errorCode?: string; appCode?: string };
}

export interface RawRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Buffer | string;
  contentType?: string;
}

/** No request may hang the run: the server's process is killed and started again after this. */
const ABORT_MS = 30_000;
/** How long a subscription may stay silent before its stream is closed: a live stream may wait for changes. */
const STREAM_WAIT_MS = 3_000;
const SERVER_SCRIPT = path.join(import.meta.dirname, 'fuzz-server.ts');

type Reply = { id: number; result?: unknown; error?: string };
type Ready = { ready: true; base: string; world: WorldData };

/**
 * The fuzzed server (fuzz-server.ts) in a process of its own, on a database of this test file,
 * and the fuzzer's side of it: requests as an actor, each measured by the server's loop monitor;
 * a request with no answer in 30 s gets the process killed and a new one started.
 */
export async function startFuzzTarget() {
  const database = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-fuzz-uploads-'));
  const stats = { requests: 0, byStatus: new Map<number, number>(), worlds: 0, restarts: 0 };
  let child: ChildProcess | null = null;
  let base = '';
  let world: World;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  async function startServer(): Promise<void> {
    const started = fork(SERVER_SCRIPT, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, FUZZ_DATABASE_URL: database.url, FUZZ_UPLOADS_DIR: uploadsDir, FUZZ_WORLD_TAG: `r${stats.restarts}w`, NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child = started;
    const ready = await new Promise<Ready>((resolve, reject) => {
      started.on('message', (message: Reply | Ready) => {
        if ('ready' in message) return resolve(message);
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
      });
      started.once('exit', (code) => {
        for (const waiting of pending.values()) waiting.reject(new Error(`the fuzzed server exited (${code})`));
        pending.clear();
        reject(new Error(`the fuzzed server exited (${code}) before it was ready`));
      });
    });
    base = ready.base;
    world = { ...ready.world, db: database.db };
    stats.worlds += 1;
  }

  function ipc<T>(command: CommandBody): Promise<T> {
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child!.send({ ...command, id });
    });
  }

  async function stopServer(signal: NodeJS.Signals) {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  }

  /** After a request that got no answer: a fresh process, and the world it seeded. */
  async function restart() {
    stats.restarts += 1;
    await stopServer('SIGKILL');
    await startServer();
  }

  await startServer();

  function headersOf(actor: Actor, extra: Record<string, string> = {}): Record<string, string> {
    return { origin: TEST_ORIGIN, ...(actor.cookie ? { cookie: actor.cookie } : {}), ...extra };
  }

  /**
   * One request, measured: the server's loop monitor is armed before it and read after it. With no
   * answer within ABORT_MS (or a server that died), the status is 0 and the server is started again.
   */
  async function measured(
    actor: Actor,
    bodyBytes: number,
    request: (signal: AbortSignal) => Promise<Omit<Answer, keyof LoopReading | 'wallMs' | 'serverLog'>>,
  ): Promise<Answer> {
    await ipc({ cmd: 'arm' });
    const started = performance.now();
    const signal = AbortSignal.timeout(ABORT_MS);
    let answer: Omit<Answer, keyof LoopReading | 'wallMs' | 'serverLog'>;
    try {
      answer = await request(signal);
    } catch (error) {
      const cause = String((error as { cause?: unknown }).cause ?? error);
      const died = child?.exitCode !== null || child?.signalCode !== null;
      const failure = signal.aborted ? 'timeout' : died ? 'died' : 'closed';
      answer = {
        status: 0,
        failure,
        body:
          failure === 'timeout'
            ? `no answer within ${ABORT_MS / 1000} s`
            : failure === 'died'
              ? `the server's process died (${cause})`
              : `the connection closed without an answer (${cause})`,
      };
    }
    const wallMs = performance.now() - started;
    stats.requests += 1;
    stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.failure === 'timeout' || answer.failure === 'died') {
      await restart();
      return { ...answer, bodyBytes, wallMs, heldMs: wallMs, cpuMs: wallMs, serverLog: '' };
    }
    const reading = await ipc<LoopReading & { serverLog: string }>({ cmd: 'read' });
    // A call that ended the session (sign-out, a password reset) leaves the actor signed in for the next.
    if (answer.status === 401 && actor.userId) actor.cookie = await ipc<string>({ cmd: 'renew', userId: actor.userId }).catch(() => actor.cookie);
    return { ...answer, bodyBytes, wallMs, ...reading, serverLog: answer.status >= 500 || answer.status === 0 ? reading.serverLog : '' };
  }

  function send(actor: Actor, url: string, init: RequestInit): Promise<Answer> {
    const bodyBytes = typeof init.body === 'string' ? Buffer.byteLength(init.body) : init.body instanceof Uint8Array ? init.body.byteLength : 0;
    return measured(actor, bodyBytes, async (signal) => {
      const response = await fetch(`${base}${url}`, { ...init, signal });
      const type = response.headers.get('content-type') ?? '';
      const body =
        type.includes('json') || type.startsWith('text/') ? await response.text() : `(${(await response.arrayBuffer()).byteLength} bytes of ${type})`;
      return { status: response.status, body };
    });
  }

  function sendWire(procedure: FuzzedProcedure, wire: string, actor: Actor): Promise<Answer> {
    const headers = headersOf(actor);
    if (procedure.type === 'query') return send(actor, `/trpc/${procedure.path}?input=${encodeURIComponent(wire)}`, { headers });
    return send(actor, `/trpc/${procedure.path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: wire });
  }

  /**
   * A subscription as httpSubscriptionLink opens it (GET, Accept: text/event-stream), read to its
   * first message: data, an error sent in band, the end, or silence for STREAM_WAIT_MS.
   */
  function subscribe(procedurePath: string, input: unknown, actor: Actor): Promise<Answer> {
    const url = `/trpc/${procedurePath}${input === undefined ? '' : `?input=${encodeURIComponent(encode(input))}`}`;
    return measured(actor, 0, async (signal) => {
      const controller = new AbortController();
      const quiet = setTimeout(() => controller.abort(), STREAM_WAIT_MS);
      try {
        const response = await fetch(`${base}${url}`, {
          headers: headersOf(actor, { accept: 'text/event-stream' }),
          signal: AbortSignal.any([signal, controller.signal]),
        });
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return { status: response.status, body: await response.text() };
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        for (;;) {
          const end = buffered.indexOf('\n\n');
          if (end >= 0) {
            const lines = buffered.slice(0, end).split('\n');
            buffered = buffered.slice(end + 2);
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
            if (event === 'serialized-error') {
              const shape = (JSON.parse(data) as { json?: { data?: { code?: string; appCode?: string } } }).json;
              return {
                status: response.status,
                body: data,
                stream: { kind: 'error' as const, errorCode: shape?.data?.code ?? '', appCode: shape?.data?.appCode ?? '' },
              };
            }
            if (event === 'return') return { status: response.status, body: '', stream: { kind: 'end' as const } };
            if (!event && data) return { status: response.status, body: data.slice(0, 500), stream: { kind: 'data' as const } };
            continue;
          }
          const { value, done } = await reader.read();
          if (done) return { status: response.status, body: buffered, stream: { kind: 'end' as const } };
          buffered += value;
        }
      } catch (error) {
        if (controller.signal.aborted && !signal.aborted) return { status: 200, body: '', stream: { kind: 'silent' as const } };
        throw error;
      } finally {
        clearTimeout(quiet);
        controller.abort();
      }
    });
  }

  return {
    stats,
    get base() {
      return base;
    },
    get world() {
      return world;
    },
    /**
     * A new world when the last calls changed what valid inputs rely on (a team deleted, a role
     * changed, an account gone), so the next procedure starts from one where its base holds.
     */
    async refreshWorld(): Promise<boolean> {
      const { changed, world: data } = await ipc<{ changed: boolean; world: WorldData }>({ cmd: 'refresh' });
      if (changed) {
        world = { ...data, db: database.db };
        stats.worlds += 1;
      }
      return changed;
    },
    /** Ids in the current world, for the plain generator (large-strings.test.ts). */
    knownIds: () => allIdsOf(world),
    send: (procedure: FuzzedProcedure, input: unknown, actor: Actor) => sendWire(procedure, encode(input), actor),
    sendWire,
    subscribe,
    /** A plain HTTP route (signed records, uploads, calendars) as an actor. */
    raw: (request: RawRequest, actor: Actor) =>
      send(actor, request.path, {
        method: request.method,
        headers: headersOf(actor, request.contentType ? { 'content-type': request.contentType } : {}),
        ...(request.body === undefined ? {} : { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) }),
      }),
    /**
     * The procedure called in the server's process as the owner, for inputs no URL can carry: its
     * status and message, and how long it held the server's event loop (the loop monitor, as `send`).
     */
    async callInProcess(procedurePath: string, input: unknown): Promise<{ status: number; body: string } & LoopReading> {
      await ipc({ cmd: 'arm' });
      const answer = await ipc<{ status: number; body: string }>({
        cmd: 'call',
        path: procedurePath,
        input: superjson.stringify(input),
        cookie: world.actors.owner.cookie,
      });
      const { heldMs, cpuMs } = await ipc<LoopReading>({ cmd: 'read' });
      return { ...answer, heldMs, cpuMs };
    },
    async close() {
      await stopServer('SIGTERM');
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type FuzzTarget = Awaited<ReturnType<typeof startFuzzTarget>>;
