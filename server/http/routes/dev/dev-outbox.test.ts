import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, TEST_ORIGIN, testEnv, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { createApp } from '../../../app.ts';
import type { AppDeps } from '../../../trpc/context.ts';

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

  it('runs the balance reminders as of a chosen day here, and is not there in production', async () => {
    const app = await serveApp(h.deps);
    const post = (path: string) => fetch(`${app.base}${path}`, { method: 'POST', headers: { origin: TEST_ORIGIN } });
    const ran = await post('/dev/jobs/forms.balance-reminders?asOf=2027-01-12');
    const bad = await post('/dev/jobs/forms.balance-reminders?asOf=tomorrow');
    await app.close();
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({ sent: expect.any(Number) });
    expect(bad.status).toBe(400);
    const production = await serveApp({ ...h.deps, env: testEnv({ NODE_ENV: 'production', POSTMARK_TOKEN: 'token' }) });
    const refused = await fetch(`${production.base}/dev/jobs/forms.balance-reminders`, { method: 'POST', headers: { origin: TEST_ORIGIN } });
    await production.close();
    expect(refused.status).toBe(404);
  });

  it('refuses to start production without a mail provider', () => {
    expect(() => testEnv({ NODE_ENV: 'production' })).toThrow(/POSTMARK_TOKEN is required/);
  });
});

/**
 * The real app behind a socket whose peer address reads `remoteAddress`: how a request from
 * another machine on the network looks to the server, without needing a second machine.
 */
async function serveAppTo(deps: AppDeps, remoteAddress: string) {
  const app = createApp(deps, { google: null });
  const server: Server = createServer((req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: remoteAddress, configurable: true });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).finally(() => server.closeAllConnections()),
  };
}

describe('development mode on an open port', () => {
  const development = () => testEnv({ NODE_ENV: 'development', TRUST_PROXY: '1' });

  it('refuses /dev/outbox with 404 to a client that is not on loopback, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['192.0.2.10', '::ffff:192.0.2.10', '2001:db8::10']) {
      const app = await serveAppTo({ ...h.deps, env: development() }, remoteAddress);
      const response = await fetch(`${app.base}/dev/outbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      await app.close();
      expect(response.status, remoteAddress).toBe(404);
      expect(await response.text()).not.toContain('Mail outbox');
    }
  });

  it('serves /dev/outbox to loopback clients, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const app = await serveAppTo({ ...h.deps, env: development() }, remoteAddress);
      const response = await fetch(`${app.base}/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      await app.close();
      expect(response.status, remoteAddress).toBe(200);
      expect(await response.text()).toContain('Mail outbox');
    }
  });

  it('refuses /dev/outbox to a loopback request addressed to a foreign host name (DNS rebinding)', async () => {
    const app = await serveAppTo({ ...h.deps, env: development() }, '127.0.0.1');
    const { port } = new URL(app.base);
    const statusFor = async (host: string) => {
      const { request } = await import('node:http');
      return new Promise<number>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: '/dev/outbox', headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
          .on('error', reject)
          .end();
      });
    };
    const statuses = {
      rebound: await statusFor(`evil.example:${port}`),
      localhost: await statusFor(`localhost:${port}`),
      appOrigin: await statusFor(new URL(TEST_ORIGIN).host),
    };
    await app.close();
    expect(statuses).toEqual({ rebound: 404, localhost: 200, appOrigin: 200 });
  });
});
