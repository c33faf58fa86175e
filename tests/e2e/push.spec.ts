import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { DEMO_PASSWORD } from './helpers.ts';
import { pushSubscriber } from '../push-subscriber.ts';
import { PUSH_MESSAGES } from '../../shared/notifications/push.ts';

/*
 * Web push in Chromium. Headless Chromium reaches no real push service, so the test stands in for
 * one: PushManager.subscribe (stubbed in the page) hands out a subscription whose endpoint is a
 * local HTTP server of the test, with keys the test made, so it can decrypt what the app's job
 * pushed there, and then delivers it to the app's service worker through the DevTools protocol,
 * as the browser would on a real push.
 */

/** A push service stand-in: takes the app's pushes and hands them to the test. */
async function startPushService() {
  const received: Buffer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}/push/${Date.now()}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** In the page: the permission not asked yet until the person's click, and subscribe() answering with the stand-in. */
function stubPushManager(subscription: { endpoint: string; p256dh: string; auth: string }) {
  const bytes = (value: string) => {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
  };
  let asked = false;
  Object.defineProperty(Notification, 'permission', { get: () => (asked ? 'granted' : 'default') });
  Notification.requestPermission = () => {
    asked = true;
    return Promise.resolve('granted');
  };
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = () => Promise.resolve(current);
  PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: options?.applicationServerKey as ArrayBuffer, userVisibleOnly: true },
      getKey: (name: PushEncryptionKeyName) => bytes(name === 'p256dh' ? subscription.p256dh : subscription.auth),
      unsubscribe: () => Promise.resolve(true),
      toJSON: () => ({ endpoint: subscription.endpoint }),
    } as PushSubscription;
    return Promise.resolve(current);
  };
}

async function signedInContext(browser: import('@playwright/test').Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const answer = await context.request.post('/trpc/auth.signIn', { data: { json: { email, password: DEMO_PASSWORD } }, headers: { origin: baseURL } });
  expect(answer.status()).toBe(200);
  return { context, page: await context.newPage() };
}

test('a person turns on push in Settings, and a message to them is pushed and shown by the service worker, leading to the conversation; sign-out unregisters', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const service = await startPushService();
  try {
    const keys = pushSubscriber();
    const { context, page } = await signedInContext(browser, baseURL!, 'player.denver1@rally.test');
    // The real permission, so the worker may show notifications; the page sees it only after the click.
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await context.addInitScript(stubPushManager, { endpoint: service.endpoint, p256dh: keys.p256dh, auth: keys.auth });

    await page.goto('/settings?tab=notification');
    await expect(page.getByText(PUSH_MESSAGES.turnOnHint)).toBeVisible();
    await page.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();
    await expect(page.getByText(PUSH_MESSAGES.turnedOn)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Direct messages by push' })).toBeAttached();

    // Another player writes: the server's job pushes to this browser's registration (the stand-in).
    const me = await context.request.get('/trpc/auth.me');
    const recipientId = ((await me.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
    const sender = await signedInContext(browser, baseURL!, 'player.austin1@rally.test');
    const body = `Push check ${Date.now()}`;
    const sent = await sender.context.request.post('/trpc/messages.send', { data: { json: { recipientId, body } }, headers: { origin: baseURL! } });
    expect(sent.status()).toBe(200);
    const conversationId = ((await sent.json()) as { result: { data: { json: { conversationId: string } } } }).result.data.json.conversationId;

    await expect.poll(() => service.received.length, { timeout: 120_000 }).toBeGreaterThan(0);
    const payload = keys.decrypt(service.received[0]!) as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ body, url: `${baseURL}/messages?conversation=${conversationId}` });

    // The browser's part: the push reaches the app's worker, which shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registrationId, data: JSON.stringify(payload) });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, url: (shown.data as { url: string }).url }));
        }),
      )
      .toContainEqual({ title: payload.title, body, url: payload.url });

    // Signing out takes this browser's registration off the server first (spec section 7, DELETE).
    const unregistered = page.waitForResponse((response) => response.url().includes('/trpc/push.unregister'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await unregistered).status()).toBe(200);
    await expect(page).toHaveURL(/\/login\?logout=true$/);
  } finally {
    await service.close();
  }
});

test('Settings says push is not set up, with no push switches, when the server has no VAPID keys', async ({ signedIn }) => {
  const page = await signedIn('player.denver2@rally.test');
  // The server's answer without keys (pushPublicKey null, as server/domains/notifications/push.test.ts shows it).
  await page.route(/\/trpc\/.*system\.config/, async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replace(/"pushPublicKey":"[^"]*"/g, '"pushPublicKey":null');
    await route.fulfill({ response, body: text });
  });
  await page.goto('/settings?tab=notification');
  await expect(page.getByText(PUSH_MESSAGES.notSetUp)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Direct messages by e-mail' })).toBeAttached();
  await expect(page.getByRole('checkbox', { name: /by push$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toHaveCount(0);
});
