import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_ORIGIN, testEnv, type Harness } from '../../tests/harness.ts';
import { serveApp } from '../../tests/http-server.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('/dev/outbox', () => {
  it('lists mail with recipient, subject, template, data and clickable links, escaping HTML', async () => {
    await h.db
      .insertInto('mailOutbox')
      .values({
        toAddress: 'reader@example.com',
        subject: 'Verify your e-mail for Rally',
        template: 'verify-email',
        data: JSON.stringify({ actionUrl: `${TEST_ORIGIN}/verify-email?token=abc`, email: '<script>x</script>' }),
      })
      .execute();
    const app = await serveApp(h.deps);
    const html = await (await fetch(`${app.base}/dev/outbox`)).text();
    await app.close();
    expect(html).toContain('reader@example.com');
    expect(html).toContain('Verify your e-mail for Rally');
    expect(html).toContain('verify-email');
    expect(html).toContain(`<a href="${TEST_ORIGIN}/verify-email?token=abc">`);
    expect(html).not.toContain('<script>x</script>');
  });

  it('does not exist in production', async () => {
    const env = testEnv({ NODE_ENV: 'production', POSTMARK_TOKEN: 'token' });
    const app = await serveApp({ ...h.deps, env });
    const response = await fetch(`${app.base}/dev/outbox`);
    await app.close();
    expect(response.status).toBe(404);
  });

  it('refuses to start production without a mail provider', () => {
    expect(() => testEnv({ NODE_ENV: 'production' })).toThrow(/POSTMARK_TOKEN is required/);
  });
});
