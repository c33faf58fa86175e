import type { Kysely } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import { JOB_KINDS, type JobName, type JobPayload } from './job-kinds.ts';

export interface SendOptions {
  /** Send inside this transaction, so the job exists only if the transaction commits. */
  db?: Kysely<any>;
  startAfter?: Date | number;
  singletonKey?: string;
}

/** The one way domain code enqueues work; payloads are checked against the job table. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendOptions): Promise<void>;
  /**
   * Many jobs of one kind in one statement (pg-boss's insert): a series of 175 occurrences is one
   * round trip, not 175, so creating or re-ruling it does not tie up the process for long.
   */
  sendMany<N extends JobName>(name: N, jobs: readonly { payload: JobPayload<N>; startAfter?: Date }[], options?: Pick<SendOptions, 'db'>): Promise<void>;
}

export function bossQueue(boss: PgBoss): JobQueue {
  return {
    async send(name, payload, options = {}) {
      const data = JOB_KINDS[name].payload.parse(payload);
      const db = options.db;
      await boss.send(name, data as object, {
        ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        // Without our CamelCasePlugin, so pg-boss reads its own column names.
        ...(db ? { db: fromKysely(db.withoutPlugins()) } : {}),
      });
    },
    async sendMany(name, jobs, options = {}) {
      if (jobs.length === 0) return;
      const rows = jobs.map((job) => ({
        data: JOB_KINDS[name].payload.parse(job.payload) as object,
        ...(job.startAfter !== undefined ? { startAfter: job.startAfter } : {}),
      }));
      const db = options.db;
      await boss.insert(name, rows, db ? { db: fromKysely(db.withoutPlugins()) } : {});
    },
  };
}
