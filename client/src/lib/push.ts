import { PUSH_REFRESH_DAYS } from '../../../shared/notifications/push.ts';
import type { PushRegistrationInput } from '../../../shared/notifications/push-schemas.ts';

/**
 * This browser's side of web push (issue 33): the app's own service worker (public/push-worker.js),
 * its subscription at the browser's push service, and its registration with our server (spec
 * section 7: POST, PATCH after PUSH_REFRESH_DAYS, DELETE on sign-out).
 */
export const PUSH_WORKER_URL = '/push-worker.js';

/** What the browser allows: no push at all, not asked yet, allowed, or blocked by the person. */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** The calls to our server, as the tRPC client makes them. */
export interface PushApi {
  register(body: PushRegistrationInput): Promise<unknown>;
  update(body: PushRegistrationInput): Promise<unknown>;
  unregister(body: { endpoint: string }): Promise<unknown>;
}

/** When this browser last told the server about its subscription, and for whom. */
interface SyncRecord {
  userId: string;
  endpoint: string;
  at: number;
}
const SYNC_KEY = 'rally.push.sync';
const REFRESH_MS = PUSH_REFRESH_DAYS * 86_400_000;

function readSync(): SyncRecord | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(SYNC_KEY) ?? 'null') as SyncRecord | null;
    return parsed && typeof parsed.userId === 'string' && typeof parsed.endpoint === 'string' && typeof parsed.at === 'number' ? parsed : null;
  } catch {
    return null;
  }
}
const writeSync = (record: SyncRecord | null) => {
  try {
    if (record) localStorage.setItem(SYNC_KEY, JSON.stringify(record));
    else localStorage.removeItem(SYNC_KEY);
  } catch {
    // Storage refused (private mode): the browser registers again on the next start, which is harmless.
  }
};

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const sameKey = (current: ArrayBuffer | null | undefined, publicKey: string) => !!current && bytesToBase64Url(current) === publicKey.replace(/=+$/, '');

/** The push worker's registration, registering it when it is not there yet. */
export async function pushWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription for the server's key: the one it has, or a new one (a key change renews it). */
async function subscription(publicKey: string): Promise<PushSubscription> {
  const registration = await pushWorkerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, publicKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
}

function registrationBody(sub: PushSubscription, publicKey: string): PushRegistrationInput {
  return { endpoint: sub.endpoint, p256dh: bytesToBase64Url(sub.getKey('p256dh')), auth: bytesToBase64Url(sub.getKey('auth')), applicationPubKey: publicKey };
}

/**
 * With permission granted: subscribes this browser and tells the server, once per user and
 * endpoint, then again (PATCH) every PUSH_REFRESH_DAYS; a PATCH the server no longer knows is
 * registered afresh. Never asks for permission: only the person's click does (Settings).
 */
export async function syncPushRegistration(api: PushApi, userId: string, publicKey: string, options: { force?: boolean } = {}): Promise<void> {
  if (pushPermission() !== 'granted') return;
  const sub = await subscription(publicKey);
  const body = registrationBody(sub, publicKey);
  const last = readSync();
  const known = last && last.userId === userId && last.endpoint === sub.endpoint;
  if (known && !options.force && Date.now() - last.at < REFRESH_MS) return;
  if (known) {
    await api.update(body).catch(() => api.register(body));
  } else {
    await api.register(body);
  }
  writeSync({ userId, endpoint: sub.endpoint, at: Date.now() });
}

/** The person's click in Settings: asks for permission, then subscribes and registers. */
export async function turnOnPush(api: PushApi, userId: string, publicKey: string): Promise<PushPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await syncPushRegistration(api, userId, publicKey, { force: true });
  return permission;
}

/** Sign-out: this browser stops receiving the user's pushes. Best effort: sign-out goes on regardless. */
export async function unregisterPush(api: PushApi): Promise<void> {
  const last = readSync();
  writeSync(null);
  if (!last || pushPermission() === 'unsupported') return;
  await api.unregister({ endpoint: last.endpoint }).catch(() => undefined);
}
