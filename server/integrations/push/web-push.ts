import { Agent as HttpsAgent } from 'node:https';
import { createConnection, type NetConnectOpts } from 'node:net';
import webpush from 'web-push';

/** The VAPID key pair and contact the push services see (env.vapid). */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** One browser's subscription, as PushManager.subscribe hands it out. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said. `gone` is its 404/410: the subscription expired or was withdrawn,
 * and no retry will reach it; any other failure may pass.
 */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** A notice still matters for a day; after that the push service may drop it. */
const TTL_SECONDS = 24 * 60 * 60;
/** Inside the push job's expiry (job-kinds.ts), so a hung push service cannot hold the job. */
const TIMEOUT_MS = 10_000;

/**
 * web-push speaks https only (and takes only an https.Agent). A plain-http endpoint is the local
 * stand-in of a push service in development and tests (registrations refuse one in production):
 * this agent hands web-push a plain TCP connection for it.
 */
class LoopbackAgent extends HttpsAgent {
  override createConnection(options: NetConnectOpts) {
    return createConnection(options);
  }
}
const loopbackAgent = new LoopbackAgent();

export function webPushSender(vapid: VapidDetails): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          ...(target.endpoint.startsWith('http:') ? { agent: loopbackAgent } : {}),
        });
        return { ok: true };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          return { ok: false, gone: error.statusCode === 404 || error.statusCode === 410, error: `push service answered ${error.statusCode}` };
        }
        // Bad keys stored by a browser, a refused connection: the message, never the payload.
        return { ok: false, gone: false, error: error instanceof Error ? error.message.slice(0, 200) : 'push failed' };
      }
    },
  };
}

/** A new VAPID key pair (URL-safe base64), as the push:keys script and development start-up make. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
