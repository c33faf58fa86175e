/**
 * The fuzzer (issues 11 and 29). Every procedure of the app router, found by walking it, is called
 * over real HTTP in a seeded world (fuzz-world.ts): signed out, as a stranger, and as each team
 * role. For each actor it first finds a valid base, an input the procedure accepts (fuzz-inputs.ts:
 * generated from the schema with real ids and known values, else a hand-written example), then
 * changes one field of it at a time: every entry of the corpus the field's kind calls for
 * (recurrence rules, signature data URLs, dates at the window's edges, other rows' ids) and random
 * hostile values. What a call renders afterwards is fetched too (a submission's signed PDF, an
 * event's .ics); subscriptions are read over server-sent events; the upload routes get crafted images.
 *
 * A finding is any 5xx, an error sent in band on a stream as INTERNAL_SERVER_ERROR, a request
 * with no answer in 30 s, or a request that held the event loop over 250 ms while burning CPU
 * (loop-monitor.ts; a short breach must repeat to count, so a loaded machine's hiccup does not).
 *
 * `npm test` runs a fixed seed, every corpus entry and a few random mutations per actor;
 * `npm run fuzz` runs FUZZ_RUNS random mutations per actor and procedure with a fresh seed
 * (FUZZ_SEED repeats one) and prints the totals.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCorpus } from './corpora.ts';
import { applyMutation, candidateArbitrary, corpusMutations, EXAMPLES, FRESH_BASES, randomMutation, type Mutation } from './fuzz-inputs.ts';
import { listProcedures, startFuzzTarget, type Answer, type FuzzedProcedure, type FuzzTarget, type RawRequest } from './fuzz-target.ts';
import { ACTOR_NAMES, type Actor, type ActorName, type World } from './fuzz-world.ts';
import { bend, HOSTILE_WIRE_INPUTS } from './hostile-values.ts';
import { HELD_LIMIT_MS, looksFrozen } from './loop-monitor.ts';
import { API_LIMITS } from '../../shared/limits/limits.ts';

const THOROUGH = Boolean(process.env.FUZZ_RUNS);
/** Random mutations per actor with a base; an actor without one gets a quarter as many generated inputs. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : THOROUGH ? Date.now() % 2 ** 31 : 20261123;
/** Generated candidates tried per actor before the examples. */
const CANDIDATES = THOROUGH ? 12 : 4;
/** Procedures that must reach a valid base: coverage may grow, never silently shrink. */
const BASE_FLOOR = 175;
/** A freeze this long that burned this much CPU needs no repeat to be believed. */
const UNMISTAKABLE_MS = 2_000;
// GET queries carry input in the URL, which Node refuses above 16 KiB: they get shorter hostile strings.
const QUERY_STRING_MAX = 5_000;
const BODY_STRING_MAX = 1_000_000;
/** Most privileged first: the lead actor of a procedure is the first of these with a base. */
const LEAD_ORDER: ActorName[] = ['owner', 'admin', 'coach', 'player', 'parent', 'fan', 'invitee', 'stranger', 'signedOut'];
/** Discovery runs least privileged first, so an owner's delete comes after everyone else has tried. */
const DISCOVERY_ORDER: ActorName[] = [...ACTOR_NAMES];

/** FUZZ_ONLY=<regex> fuzzes only the procedures, subscriptions and routes whose name matches (to repeat one finding). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const selected = (name: string) => !ONLY || ONLY.test(name);
/** FUZZ_PROGRESS=<file> gets a line per procedure as it finishes: vitest prints a file's results only at its end. */
const progress = (line: string) => process.env.FUZZ_PROGRESS && appendFileSync(process.env.FUZZ_PROGRESS, `${line}\n`);

const { procedures, subscriptions } = listProcedures();
let target: FuzzTarget;

interface Finding {
  /** The procedure or route, ids replaced by <id>. */
  where: string;
  actor: ActorName;
  input: string;
  /** What went wrong, the same for every input that met the same defect: findings are grouped by it. */
  problem: string;
  /** This input's own figures: the status, or how long the loop was held. */
  detail: string;
}
const allFindings: Finding[] = [];
const hiccups: string[] = [];
const bases = new Map<string, { actors: ActorName[]; sources: Set<string> }>();
const streamBases = new Set<string>();

// The target server compiles through tsx as it starts: on a loaded CI machine that took over a minute.
beforeAll(async () => {
  target = await startFuzzTarget();
}, 240_000);

afterAll(async () => {
  if (THOROUGH || allFindings.length) {
    const statuses = [...target.stats.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    const lines = [
      `fuzz seed ${SEED}: ${target.stats.requests} requests (${statuses.join(', ')}; 0: no answer) in ${target.stats.worlds} seeded worlds, ${target.stats.restarts} server restarts`,
      `valid base reached by ${bases.size} of ${procedures.length} procedures (${[...bases.values()].filter((base) => base.sources.has('example')).length} from the examples table); missing: ${procedures
        .filter((procedure) => !bases.has(procedure.path))
        .map((procedure) => procedure.path)
        .join(', ')}`,
      `subscriptions streaming data for some actor: ${streamBases.size} of ${subscriptions.length}`,
      `loop breaches not confirmed (no CPU burned, or not repeated): ${hiccups.length}${hiccups.length ? `: ${hiccups.slice(0, 10).join('; ')}` : ''}`,
      `findings: ${allFindings.length} (in ${grouped(allFindings).length} groups)`,
      report(allFindings),
    ];
    console.log(lines.join('\n'));
  }
  await target?.close();
}, 120_000);

/** An input for a report: long strings cut, so a 1 MB value or a 300 KB data URL reads as what it is. */
function show(input: unknown): string {
  const text = JSON.stringify(input, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 140) return `${value.slice(0, 120)}…(${value.length} chars)`;
    if (typeof value === 'bigint') return `${value}n`;
    if (value instanceof Map || value instanceof Set) return `${value.constructor.name}(${value.size})`;
    return value;
  });
  return text === undefined ? 'undefined' : text.length > 700 ? `${text.slice(0, 700)}…` : text;
}

/** Findings grouped by where and what, each group with its actors and (up to 40 of) its inputs. */
function grouped(findings: Finding[]) {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.where}\u0000${finding.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()];
}

function report(findings: Finding[]): string {
  return grouped(findings)
    .map((group) => {
      const [first] = group;
      const actors = [...new Set(group.map((finding) => finding.actor))].join(', ');
      const inputs = group
        .slice(0, 40)
        .map((finding) => `      ${finding.detail ? `${finding.detail} ` : ''}${finding.actor === first!.actor ? '' : `as ${finding.actor} `}${finding.input}`);
      const more = group.length > 40 ? [`      … and ${group.length - 40} more`] : [];
      return [`  ✗ ${first!.where} (as ${actors}): ${first!.problem}: ${group.length} input${group.length === 1 ? '' : 's'}`, ...inputs, ...more].join('\n');
    })
    .join('\n');
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const place = (where: string) => where.replace(UUIDS, '<id>');

/** The cause a pino error line names: the error's type and message, and the first frame in our code. */
function cause(serverLog: string): string {
  const causes = serverLog.split(' | ').map((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; code?: string; stack?: string } };
      const frame = entry.err?.stack
        ?.split('\n')
        .find((text) => /\/(server|shared)\//.test(text))
        ?.trim()
        .replace(/^at /, '')
        .replace(/file:\/\/\S*?\/(server|shared)\//, '$1/');
      return `${entry.err?.type ?? 'error'}: ${entry.err?.message ?? entry.msg ?? ''}${entry.err?.code ? ` (${entry.err.code})` : ''}${frame ? ` at ${frame}` : ''}`;
    } catch {
      return line.slice(0, 200);
    }
  });
  return [...new Set(causes)].join('; ').slice(0, 400);
}

/**
 * Checks one answer; a breach of the loop limit is believed when it burned CPU and either was
 * unmistakable or happened again when the same request was repeated.
 */
async function verdict(answer: Answer, replay: () => Promise<Answer>): Promise<{ problem: string; detail: string } | null> {
  // The /trpc body cap answers 413 to a body over 1 MiB and closes the connection, which the client may see first.
  if (answer.failure === 'closed' && (answer.bodyBytes ?? 0) > API_LIMITS.maxBodyBytes) return null;
  if (answer.status === 0) return { problem: answer.body.replace(/ \(.*$/, ''), detail: answer.body.slice(0, 200) };
  if (answer.status >= 500)
    return {
      problem: `answered ${answer.status}${answer.serverLog ? `, ${cause(answer.serverLog)}` : `: ${answer.body.slice(0, 200)}`}`,
      detail: `${answer.status}`,
    };
  if (answer.stream?.kind === 'error' && answer.stream.errorCode === 'INTERNAL_SERVER_ERROR') {
    return { problem: `stream sent INTERNAL_SERVER_ERROR in band (appCode ${answer.stream.appCode})`, detail: `in band, HTTP ${answer.status}` };
  }
  if (answer.heldMs <= HELD_LIMIT_MS) return null;
  const held = `held ${Math.round(answer.heldMs)} ms (CPU ${Math.round(answer.cpuMs)} ms, status ${answer.status})`;
  if (!looksFrozen(answer)) {
    hiccups.push(held);
    return null;
  }
  const problem = `held the event loop over ${HELD_LIMIT_MS} ms`;
  if (answer.heldMs >= UNMISTAKABLE_MS) return { problem, detail: held };
  const again = await replay();
  if (looksFrozen(again)) return { problem, detail: `${held}, again ${Math.round(again.heldMs)} ms on repeat` };
  hiccups.push(`${held}, not on repeat`);
  return null;
}

/** The data of a tRPC answer, or undefined. */
function dataOf(answer: Answer): unknown {
  try {
    return (JSON.parse(answer.body) as { result?: { data?: { json?: unknown } } }).result?.data?.json;
  } catch {
    return undefined;
  }
}

/** What a successful call leaves to render: fetched as the same actor, checked like the call. */
const FOLLOW_UPS: Record<string, (input: Record<string, unknown>, data: Record<string, unknown> | undefined) => RawRequest[]> = {
  'forms.submit': (input, data) => (data?.id ? [{ method: 'GET', path: `/forms/${String(input.formId)}/submissions/${String(data.id)}/signed.pdf` }] : []),
  'events.create': (_input, data) => (data?.id ? [{ method: 'GET', path: `/events/${String(data.id)}.ics` }] : []),
  'events.update': (input) => [{ method: 'GET', path: `/events/${String(input.eventId)}.ics` }],
};

/** One procedure's fuzz: its findings, collected rather than thrown, so one run reports them all. */
class ProcedureRun {
  readonly findings: Finding[] = [];
  /** Corpus entries that froze the server or got no answer, on any base: not tried again on the others. */
  private readonly frozen = new Set<string>();
  /** Corpus entries tried on a lead base: another lead base of the same procedure tries only what is new to it. */
  private readonly tried = new Set<string>();
  constructor(
    readonly procedure: FuzzedProcedure,
    readonly world: World,
  ) {}

  async call(input: unknown, actor: Actor, label: string): Promise<Answer> {
    const answer = await target.send(this.procedure, input, actor);
    await this.judge(this.procedure.path, actor, `${label} ${show(input)}`, answer, () => target.send(this.procedure, input, actor));
    if (answer.status >= 200 && answer.status < 300) {
      const followUps =
        FOLLOW_UPS[this.procedure.path]?.((input ?? {}) as Record<string, unknown>, dataOf(answer) as Record<string, unknown> | undefined) ?? [];
      for (const request of followUps) {
        const rendered = await target.raw(request, actor);
        await this.judge(`${request.method} ${request.path} (after ${this.procedure.path})`, actor, `${label} ${show(input)}`, rendered, () =>
          target.raw(request, actor),
        );
      }
    }
    return answer;
  }

  async judge(where: string, actor: Actor, input: string, answer: Answer, replay: () => Promise<Answer>): Promise<boolean> {
    const found = await verdict(answer, replay);
    if (!found) return false;
    this.record({ where: place(where), actor: actor.name, input, ...found });
    return true;
  }

  record(finding: Finding) {
    this.findings.push(finding);
    allFindings.push(finding);
  }

  /**
   * One corpus entry from a base. An entry that froze the server costs seconds each time (minutes
   * on the old code), so it is tried on one base only: the finding is already made.
   */
  async mutate(base: unknown, mutation: Mutation, actor: Actor, options: { once?: boolean } = {}): Promise<void> {
    const key = `${JSON.stringify(mutation.path)}=${mutation.name}`;
    if (this.frozen.has(key) || (options.once && this.tried.has(key))) return;
    this.tried.add(key);
    const before = this.findings.length;
    await this.call(applyMutation(base, mutation), actor, `[${mutation.path.join('.')} = ${mutation.name}]`);
    // The call itself, or what it rendered afterwards (a signed PDF).
    if (this.findings.slice(before).some((finding) => /^(held|no answer|the server's process died)/.test(finding.problem))) this.frozen.add(key);
  }
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const seedFor = (...parts: string[]) => [...parts.join('/')].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 2 ** 31, SEED);

/**
 * The first input the procedure accepts from this actor: another actor's base, then generated
 * candidates, then the examples. Signed out, a 401 ends the search: no input will sign anyone in.
 */
async function discoverBase(
  run: ProcedureRun,
  actor: Actor,
  earlier: { input: unknown; source: string }[],
): Promise<{ input: unknown; source: string } | null> {
  const { procedure, world } = run;
  const generated = fc.sample(candidateArbitrary(procedure, world), {
    seed: seedFor(procedure.path, actor.name, 'base'),
    numRuns: procedure.input ? CANDIDATES : 1,
  });
  const tried = new Set<string>();
  const attempts = async function* () {
    for (const base of earlier) yield base;
    for (const input of generated) yield { input, source: 'generated' };
    for (const input of (await EXAMPLES[procedure.path]?.(world, actor)) ?? []) yield { input, source: 'example' };
  };
  for await (const attempt of attempts()) {
    const key = show(attempt.input);
    if (tried.has(key)) continue;
    tried.add(key);
    const answer = await run.call(attempt.input, actor, 'base');
    if (ok(answer)) return attempt;
    if (answer.status === 401 && !actor.userId) return null;
  }
  return null;
}

async function fuzzProcedure(procedure: FuzzedProcedure): Promise<Finding[]> {
  await target.refreshWorld();
  const world = target.world;
  const run = new ProcedureRun(procedure, world);
  const maxString = procedure.type === 'query' ? QUERY_STRING_MAX : BODY_STRING_MAX;

  // 1. A valid base for each actor that has one.
  const found = new Map<ActorName, { input: unknown; source: string }>();
  for (const name of DISCOVERY_ORDER) {
    const base = await discoverBase(run, world.actors[name], [...found.values()].reverse());
    if (base) found.set(name, base);
  }
  const lead = LEAD_ORDER.find((name) => found.has(name));
  if (lead) bases.set(procedure.path, { actors: [...found.keys()], sources: new Set([...found.values()].map((base) => base.source)) });

  // 2. The lead actor's bases: the one found, and every example it accepts (a recurring event, a signed form).
  const leadBases: unknown[] = [];
  if (lead) {
    const leadActor = world.actors[lead];
    leadBases.push(found.get(lead)!.input);
    for (const input of (await EXAMPLES[procedure.path]?.(world, leadActor)) ?? []) {
      if (leadBases.some((base) => show(base) === show(input))) continue;
      if (ok(await run.call(input, leadActor, 'example base'))) leadBases.push(input);
    }
    // 3. Every corpus entry on every field whose kind calls for one, once, from the first lead base that has the field.
    for (const base of leadBases) {
      for (const mutation of await corpusMutations(base, procedure.input, world, procedure.path)) await run.mutate(base, mutation, leadActor, { once: true });
    }
    // A base its own mutations consume (a series that a new rule moves or deletes) is made afresh for each.
    const fresh = FRESH_BASES[procedure.path];
    const owner = world.actors.owner;
    if (fresh && lead === 'owner') {
      const make = () =>
        fresh(
          world,
          async (path, input) => dataOf(await target.send({ path, type: 'mutation', input: null }, input, owner)) as Record<string, unknown> | undefined,
        );
      const first = await make();
      if (ok(await run.call(first, owner, 'fresh base'))) {
        for (const mutation of await corpusMutations(first, procedure.input, world, procedure.path)) await run.mutate(await make(), mutation, owner);
      }
    }
  }

  // 4. Random mutations: from each actor's base, or generated and bent for an actor without one.
  for (const name of DISCOVERY_ORDER) {
    const actor = world.actors[name];
    const base = found.get(name);
    if (base) {
      for (const mutation of fc.sample(randomMutation(base.input, procedure.input, world, procedure.path, maxString), {
        seed: seedFor(procedure.path, name, 'mutate'),
        numRuns: RUNS,
      }))
        await run.mutate(base.input, mutation, actor);
    } else {
      const generated = candidateArbitrary(procedure, world);
      for (const input of fc.sample(fc.oneof(generated, bend(generated, maxString)), {
        seed: seedFor(procedure.path, name, 'bend'),
        numRuns: Math.ceil(RUNS / 4),
      }))
        await run.call(input, actor, '[generated]');
    }
  }

  // 5. Bodies no client of ours would send, signed in and out; `npm test` sends each procedure a third
  // of them, signed in (a different third to the next procedure, so every body reaches a third of them).
  const index = procedures.indexOf(procedure);
  const wires = THOROUGH ? HOSTILE_WIRE_INPUTS : HOSTILE_WIRE_INPUTS.filter((_, at) => at % 3 === index % 3);
  for (const actor of THOROUGH ? [world.actors.owner, world.actors.signedOut] : [world.actors.owner]) {
    for (const wire of wires) {
      const answer = await target.sendWire(procedure, wire, actor);
      await run.judge(procedure.path, actor, `wire body ${wire.slice(0, 60)}`, answer, () => target.sendWire(procedure, wire, actor));
    }
  }
  return run.findings;
}

describe('fuzzed procedures never answer 5xx, nor hold the event loop', () => {
  it('walks the whole router', () => {
    expect(procedures.length).toBeGreaterThan(90);
    expect(subscriptions.length).toBeGreaterThan(0);
  });

  for (const procedure of procedures.filter((entry) => selected(entry.path))) {
    it(`${procedure.path} (${procedure.type})`, { timeout: 900_000 }, async () => {
      const started = performance.now();
      const requests = target.stats.requests;
      const findings = await fuzzProcedure(procedure);
      progress(
        `${procedure.path}: ${Math.round(performance.now() - started)} ms, ${target.stats.requests - requests} requests, ${findings.length} findings, valid base for ${bases.get(procedure.path)?.actors.join(' ') ?? 'nobody'}`,
      );
      expect(findings.length, `\n${report(findings)}`).toBe(0);
    });
  }

  // Over real server-sent events: an access check inside the generator fails after the stream opened.
  for (const subscription of subscriptions.filter((entry) => selected(entry.path))) {
    it(`${subscription.path} (subscription, over SSE)`, { timeout: 300_000 }, async () => {
      await target.refreshWorld();
      const world = target.world;
      const run = new ProcedureRun({ path: subscription.path, type: 'query', input: subscription.input }, world);
      const check = async (input: unknown, actor: Actor, label: string) => {
        const answer = await target.subscribe(subscription.path, input, actor);
        await run.judge(subscription.path, actor, `${label} ${show(input)}`, answer, () => target.subscribe(subscription.path, input, actor));
        return answer;
      };
      let based = false;
      for (const name of DISCOVERY_ORDER) {
        const actor = world.actors[name];
        const candidates = subscription.input
          ? fc.sample(candidateArbitrary(run.procedure, world), { seed: seedFor(subscription.path, name), numRuns: 3 })
          : [undefined];
        let base: unknown = null;
        for (const input of candidates) {
          const answer = await check(input, actor, 'base');
          if (answer.stream && answer.stream.kind !== 'error') {
            base = { input };
            break;
          }
        }
        if (!base) continue;
        based = true;
        const { input } = base as { input: unknown };
        const mutations = [
          ...(await corpusMutations(input, subscription.input, world, subscription.path)),
          ...fc.sample(randomMutation(input, subscription.input, world, subscription.path, QUERY_STRING_MAX), {
            seed: seedFor(subscription.path, name, 'mutate'),
            numRuns: RUNS,
          }),
        ];
        for (const mutation of mutations) await check(applyMutation(input, mutation), actor, `[${mutation.path.join('.')} = ${mutation.name}]`);
      }
      if (based) streamBases.add(subscription.path);
      expect(run.findings.length, `\n${report(run.findings)}`).toBe(0);
    });
  }

  // The plain routes that decode or render: each crafted body to each upload route, as someone allowed and as someone not.
  it.runIf(selected('uploads'))('upload routes and signed records (plain HTTP)', { timeout: 300_000 }, async () => {
    await target.refreshWorld();
    const world = target.world;
    const run = new ProcedureRun({ path: 'uploads', type: 'mutation', input: null }, world);
    const { owner, player, stranger, signedOut } = world.actors;
    const routes = [
      `/uploads/avatar`,
      `/uploads/place-photos/${world.rows.place.id}`,
      `/uploads/team-logo/${world.rows.team.id}`,
      `/uploads/form-file/${world.rows.formId}?name=medical.png`,
    ];
    const bodies = await uploadCorpus();
    for (const route of routes) {
      for (const upload of bodies) {
        const request: RawRequest = { method: 'POST', path: route, body: upload.body, contentType: upload.contentType };
        await run.judge(
          `POST ${route.split('?')[0]}`,
          owner,
          `${upload.name} (${upload.contentType}, ${upload.body.length} bytes)`,
          await target.raw(request, owner),
          () => target.raw(request, owner),
        );
      }
      for (const actor of [stranger, signedOut]) {
        const request: RawRequest = { method: 'POST', path: route, body: bodies[0]!.body, contentType: bodies[0]!.contentType };
        await run.judge(`POST ${route.split('?')[0]}`, actor, bodies[0]!.name, await target.raw(request, actor), () => target.raw(request, actor));
      }
    }
    const record = `/forms/${world.rows.formId}/submissions/${world.rows.submissionId}/signed.pdf`;
    const reads: RawRequest[] = [
      { method: 'GET', path: record },
      { method: 'GET', path: `/forms/${world.rows.formId}/submissions/${world.rows.ownEvent.id}/signed.pdf` },
      { method: 'GET', path: `/forms/not-a-uuid/submissions/x/signed.pdf` },
      { method: 'GET', path: `/events/${world.rows.ownEvent.id}.ics` },
      { method: 'GET', path: `/events/${world.rows.otherPrivateEvent.id}.ics` },
      { method: 'GET', path: `/events/%E0%A4%A.ics` },
      { method: 'DELETE', path: `/uploads/place-photos/${world.rows.place.id}/${world.rows.photoId}` },
    ];
    for (const request of reads) {
      for (const actor of [player, owner, stranger, signedOut])
        await run.judge(`${request.method} ${request.path}`, actor, '', await target.raw(request, actor), () => target.raw(request, actor));
    }
    expect(run.findings.length, `\n${report(run.findings)}`).toBe(0);
  });

  it.runIf(!ONLY)(`reaches a valid base for at least ${BASE_FLOOR} procedures`, () => {
    const missing = procedures.filter((procedure) => !bases.has(procedure.path)).map((procedure) => procedure.path);
    expect(procedures.length - missing.length, `no valid base for: ${missing.join(', ')}`).toBeGreaterThanOrEqual(BASE_FLOOR);
  });
});
