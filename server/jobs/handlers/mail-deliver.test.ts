import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmarkProvider } from '../../integrations/postmark.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { postmarkOutbox } from '../../../tests/msw/postmark.ts';
import { deliverMail } from './mail-deliver.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const queue = (to: string) =>
  h.db.transaction().execute((trx) =>
    queueMail(trx, h.deps.jobs, { to, template: 'verify-email', data: { email: to, actionUrl: 'http://localhost:3999/verify-email?token=t' } }),
  );

describe('mail delivery', () => {
  it('keeps mail in the local outbox when no provider is configured', async () => {
    const id = await queue('local@example.com');
    expect(await deliverMail(h.db, null, 'Rally <no-reply@rally.local>', id)).toBe('local');
    const row = await h.db.selectFrom('mailOutbox').select(['status', 'sentAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('local');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends through the Postmark template exactly once, however often the job runs', async () => {
    const id = await queue('postmark@example.com');
    const provider = postmarkProvider('server-token');
    const before = postmarkOutbox.length;
    expect(await deliverMail(h.db, provider, 'Rally <no-reply@rally.local>', id)).toBe('sent');
    expect(await deliverMail(h.db, provider, 'Rally <no-reply@rally.local>', id)).toBe('skipped');
    const sent = postmarkOutbox.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ To: 'postmark@example.com', TemplateAlias: 'verify-email' });
    expect(sent[0]!.TemplateModel.actionUrl).toContain('/verify-email?token=');
    const row = await h.db.selectFrom('mailOutbox').select(['status', 'providerMessageId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', providerMessageId: expect.stringMatching(/^pm-/) });
  });

  it('enqueues no job when the transaction that queued the mail rolls back', async () => {
    await expect(
      h.db.transaction().execute(async (trx) => {
        await queueMail(trx, h.deps.jobs, { to: 'rollback@example.com', template: 'verify-email', data: { email: 'x', actionUrl: 'y' } });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'rollback@example.com').executeTakeFirst()).toBeUndefined();
    const jobs = await h.boss.findJobs('mail.deliver');
    const rows = await h.db.selectFrom('mailOutbox').select('id').execute();
    expect(jobs.map((j) => (j.data as { outboxId: string }).outboxId).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});
