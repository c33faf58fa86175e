import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../../deps.ts';
import { postmarkProvider } from '../../integrations/postmark.ts';
import { createLogger } from '../../logger.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { startJobs } from '../boss.ts';
import { JOB_KINDS, JOB_NAMES } from '../job-kinds.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { postmarkBatches, postmarkOutbox, REFUSED_RECIPIENT_MARK, refuseOnce } from '../../../tests/msw/postmark.ts';
import { deliverMailBatch } from './mail-deliver.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const queue = (to: string) =>
  h.db
    .transaction()
    .execute((trx) =>
      queueMail({ ...h.deps, db: trx }, { to, template: 'verify-email', data: { email: to, actionUrl: 'http://localhost:3999/verify-email?token=t' } }),
    );
const postmark = () => ({ ...h.deps, mail: postmarkProvider('server-token') });
const jobsFor = (ids: string[], finalAttempt = false) => ids.map((outboxId) => ({ outboxId, finalAttempt }));
const statusOf = async (ids: string[]) =>
  (await h.db.selectFrom('mailOutbox').select(['id', 'status']).where('id', 'in', ids).execute()).map((row) => row.status);

describe('mail delivery', () => {
  it('keeps mail in the local outbox when no provider is configured', async () => {
    const id = await queue('local@example.com');
    expect(await deliverMailBatch({ ...h.deps, mail: null }, jobsFor([id]))).toEqual(['local']);
    const row = await h.db.selectFrom('mailOutbox').select(['status', 'sentAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('local');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('mail is delivered in batches: 200 queued mails go out in two Postmark batch calls, each once however often the jobs run', async () => {
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => queue(`batch-${i}@example.com`)));
    const batchesBefore = postmarkBatches.length;
    const sentBefore = postmarkOutbox.length;
    const first = await deliverMailBatch(postmark(), jobsFor(ids.slice(0, 100)));
    const second = await deliverMailBatch(postmark(), jobsFor(ids.slice(100)));
    expect([...first, ...second].every((outcome) => outcome === 'sent')).toBe(true);
    expect(postmarkBatches.slice(batchesBefore)).toEqual([100, 100]);
    // A job run twice (a worker died after sending) finds the rows sent and sends nothing.
    expect(await deliverMailBatch(postmark(), jobsFor(ids.slice(0, 100)))).toEqual(ids.slice(0, 100).map(() => 'skipped'));
    expect(postmarkOutbox.length - sentBefore).toBe(200);
    const sent = postmarkOutbox.slice(sentBefore);
    expect(new Set(sent.map((mail) => mail.To)).size).toBe(200);
    expect(sent[0]).toMatchObject({ TemplateAlias: 'verify-email', Metadata: { outboxId: expect.any(String) } });
    const rows = await h.db.selectFrom('mailOutbox').select(['status', 'providerMessageId']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === 'sent' && row.providerMessageId?.startsWith('pm-'))).toBe(true);
  });

  it('a mail Postmark refuses for a moment is retried on its own; the rest of the batch is not resent', async () => {
    const good = await queue('fine@example.com');
    const flaky = await queue('flaky@example.com');
    refuseOnce.add('flaky@example.com');
    expect(await deliverMailBatch(postmark(), jobsFor([good, flaky]))).toEqual(['sent', 'retry']);
    const row = await h.db.selectFrom('mailOutbox').select(['status', 'error']).where('id', '=', flaky).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', error: expect.stringMatching(/^405: /) });
    const sentBefore = postmarkOutbox.length;
    expect(await deliverMailBatch(postmark(), jobsFor([good, flaky]))).toEqual(['skipped', 'sent']);
    expect(postmarkOutbox.slice(sentBefore).map((mail) => mail.To)).toEqual(['flaky@example.com']);
  });

  it('a recipient Postmark refuses for good, or a refusal on the last attempt, is given up on and recorded', async () => {
    const inactive = await queue(`${REFUSED_RECIPIENT_MARK}@example.com`);
    expect(await deliverMailBatch(postmark(), jobsFor([inactive]))).toEqual(['failed']);
    expect(await h.db.selectFrom('mailOutbox').select(['status', 'error']).where('id', '=', inactive).executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      error: expect.stringMatching(/^406: /),
    });
    expect(await deliverMailBatch(postmark(), jobsFor([inactive]))).toEqual(['skipped']);
    const last = await queue('last-try@example.com');
    refuseOnce.add('last-try@example.com');
    expect(await deliverMailBatch(postmark(), jobsFor([last], true))).toEqual(['failed']);
  });

  it('a row another run still holds is reported busy, so its job is retried instead of closed', async () => {
    const held = await queue('held@example.com');
    await h.db.transaction().execute(async (trx) => {
      await trx.selectFrom('mailOutbox').select('id').where('id', '=', held).forUpdate().execute();
      expect(await deliverMailBatch(postmark(), jobsFor([held]))).toEqual(['busy']);
    });
    expect(await deliverMailBatch(postmark(), jobsFor([held]))).toEqual(['sent']);
  });

  it('enqueues no job when the transaction that queued the mail rolls back', async () => {
    await expect(
      h.db.transaction().execute(async (trx) => {
        await queueMail({ ...h.deps, db: trx }, { to: 'rollback@example.com', template: 'verify-email', data: { email: 'x', actionUrl: 'y' } });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'rollback@example.com').executeTakeFirst()).toBeUndefined();
    const jobs = await h.boss.findJobs('mail.deliver');
    const rows = await h.db.selectFrom('mailOutbox').select('id').execute();
    expect(jobs.map((j) => (j.data as { outboxId: string }).outboxId).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

describe('the job table', () => {
  it('a job cut off by a crash: each job kind has its own expiry in its queue (mail: 15 s, so a crash delays it by well under 30 s with the 5 s supervision), not the 15-minute default', async () => {
    for (const name of JOB_NAMES) {
      const queue = await h.boss.getQueue(name);
      expect({ name, expireInSeconds: queue?.expireInSeconds, retryLimit: queue?.retryLimit }).toEqual({
        name,
        expireInSeconds: JOB_KINDS[name].expireInSeconds,
        retryLimit: JOB_KINDS[name].retryLimit,
      });
      expect(queue!.expireInSeconds).toBeLessThan(15 * 60);
    }
    expect((await h.boss.getQueue('mail.deliver'))?.expireInSeconds).toBe(15);
  });

  it('workers built from the table deliver a burst of queued mail in batches', async () => {
    const log = createLogger('silent');
    const jobs = await startJobs(h.url, { log, workers: true });
    try {
      const ids = await Promise.all(Array.from({ length: 150 }, (_, i) => queue(`worker-${i}@example.com`)));
      await jobs.work(buildDeps({ db: h.db, jobs: jobs.queue, env: h.deps.env, log }, { mail: null }));
      await expect.poll(async () => (await statusOf(ids)).filter((status) => status === 'local').length, { timeout: 30_000 }).toBe(150);
      await expect
        .poll(
          async () =>
            (await h.boss.findJobs('mail.deliver')).filter((job) => ids.includes((job.data as { outboxId: string }).outboxId) && job.state === 'completed')
              .length,
          {
            timeout: 30_000,
          },
        )
        .toBe(150);
    } finally {
      await jobs.stop();
    }
  });
});
