import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';

// web-push's own decoder of the Web Push encryption (RFC 8291): what a browser runs on a push.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/**
 * A browser's side of a push subscription for tests: the key pair and auth secret a real
 * PushManager would make, and the decryption of what the push service was handed for it.
 */
export function pushSubscriber() {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return {
    p256dh,
    auth,
    decrypt: (body: Buffer): unknown => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}
