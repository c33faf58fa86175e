import { PgBoss, type Queue } from 'pg-boss';
import type { DomainDeps } from '../deps.ts';
import type { Logger } from '../logger.ts';
import { JOB_HANDLERS, type BatchHandler, type SingleHandler } from './job-handlers.ts';
import { JOB_KINDS, JOB_NAMES, type JobKind, type JobName } from './job-kinds.ts';
import { bossQueue, type JobQueue } from './queue.ts';

export interface Jobs {
  boss: PgBoss;
  queue: JobQueue;
  /** Starts this process's workers and schedules: every kind of the job table. */
  work(deps: DomainDeps): Promise<void>;
  stop(): Promise<void>;
}

/** How often a worker process looks for jobs whose worker died (past their expiry). */
export const SUPERVISE_SECONDS = 5;

/** The queue settings of a job kind, as pg-boss stores them; jobs inherit them. */
export function queueOptions(kind: JobKind): Omit<Queue, 'name'> {
  return {
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelaySeconds,
    retryBackoff: kind.retryBackoff,
    expireInSeconds: kind.expireInSeconds,
    // A new job wakes an idle worker at once instead of at its next poll.
    notify: true,
    ...(kind.policy ? { policy: kind.policy } : {}),
  };
}

/**
 * Creates pg-boss's schema and one queue per job kind, and brings existing queues to the table's
 * settings (so a changed expiry reaches a database made by an older release). Safe on every start.
 * Workers start only when `work` is called: API-only processes and tests only send.
 */
export async function startJobs(connectionString: string, options: { log: Logger; workers?: boolean }): Promise<Jobs> {
  const workers = options.workers ?? false;
  const boss = new PgBoss({
    connectionString,
    max: 5,
    application_name: 'rally-jobs',
    schedule: workers,
    supervise: workers,
    useListenNotify: workers,
    // A job cut off by a crash (kill -9) stays active until its expiry, and is failed (so retried)
    // by the next supervision pass: passes every few seconds (pg-boss's default is a minute) keep
    // a crashed mail delivery waiting its expiry plus a few seconds, not plus up to a minute.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (error) => {
    // While PostgreSQL shuts down (Ctrl-C reaches it too), dropped connections are expected.
    const expected = /terminating connection|Connection terminated/.test(String(error));
    options.log[expected ? 'debug' : 'error']({ err: error }, 'pg-boss error');
  });
  await boss.start();
  for (const name of JOB_NAMES) {
    const settings = queueOptions(JOB_KINDS[name]);
    await boss.createQueue(name, settings);
    const { policy: _fixedAtCreation, ...updatable } = settings;
    await boss.updateQueue(name, updatable);
  }
  return {
    boss,
    queue: bossQueue(boss),
    work: async (deps) => {
      if (!workers) throw new Error('startJobs was called without workers: this process only sends jobs');
      for (const name of JOB_NAMES) await registerWorker(boss, deps, name);
      for (const name of JOB_NAMES) {
        const kind: JobKind = JOB_KINDS[name];
        if (kind.cron) await boss.schedule(name, kind.cron, {});
      }
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

/**
 * A new job wakes an idle worker at once (queues notify); the poll stays at two seconds for what
 * no notification announces: jobs whose startAfter has come (reminders, held-spot expiry) and retries.
 */
const POLLING = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 } as const;

async function registerWorker(boss: PgBoss, deps: DomainDeps, name: JobName): Promise<void> {
  const kind: JobKind = JOB_KINDS[name];
  const handler: SingleHandler<unknown> | BatchHandler<unknown> = JOB_HANDLERS[name];
  if ('runBatch' in handler) {
    if (!('batchSize' in kind)) throw new Error(`Job kind ${name} has a batch handler but no batch size`);
    await boss.work(name, { ...POLLING, batchSize: kind.batchSize, perJobResults: true, includeMetadata: true, burstWhenBatchFull: true }, async (jobs) => {
      const items = jobs.map((job) => ({ data: kind.payload.parse(job.data), finalAttempt: job.retryCount >= job.retryLimit }));
      const results = await handler.runBatch(deps, items);
      deps.log.info({ job: name, count: jobs.length, failed: results.filter((result) => !result.ok).length }, 'job batch done');
      return jobs.map((job, index) => ({ id: job.id, status: results[index]!.ok ? 'completed' : 'failed', output: results[index]!.outcome }));
    });
    return;
  }
  await boss.work(name, { ...POLLING, batchSize: 1 }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await handler.run(deps, kind.payload.parse(job.data));
      deps.log.info({ job: name, outcome }, 'job done');
    }
  });
}
