import * as z from 'zod/mini';
import { text } from '../common/text.ts';

/** Web push texts beside the Notification Settings switches (ours; the spec is silent on them). */
export const PUSH_MESSAGES = {
  notSetUp: 'Push notifications are not set up on this server.',
  turnOn: 'Turn on push notifications on this device',
  turnOnHint: 'Push notifications need your permission on this device.',
  blocked: 'This browser blocks notifications from Rally. Allow them in the site settings (the icon beside the address), then reload the page.',
  unsupported: 'This browser cannot receive push notifications.',
  turnedOn: 'Push notifications are on for this device.',
  turnOnFailed: 'Could not turn on push notifications. Please try again.',
  registrationNotFound: 'Push registration not found',
  invalidEndpoint: 'Invalid push endpoint',
  invalidKey: 'Invalid push key',
} as const;

/** Spec section 9, "Push token refresh: after 7 days": how often the client re-checks its subscription. */
export const PUSH_REFRESH_DAYS = 7;
/** Browsers a user may register at once; the oldest go first beyond this. */
export const PUSH_REGISTRATIONS_PER_USER_MAX = 20;
/** Push services' endpoints are a few hundred characters; anything past this is not one. */
export const PUSH_ENDPOINT_MAX = 2048;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push service's endpoint: an https URL, or an http one on this machine (the local stand-in of
 * development and tests; the server refuses those in production).
 */
export function isPushEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

export function isLoopbackEndpoint(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'http:';
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const key = (max: number) => text(max).check(z.refine((value: string) => BASE64URL.test(value), PUSH_MESSAGES.invalidKey));
const endpoint = () => text(PUSH_ENDPOINT_MAX).check(z.refine(isPushEndpoint, PUSH_MESSAGES.invalidEndpoint));

/** Spec section 7: a registration's body (POST and PATCH): endpoint, auth, p256dh, optional applicationPubKey. */
export const pushRegistrationInput = z.object({
  endpoint: endpoint(),
  // A P-256 public key is 65 bytes (87 characters) and the auth secret 16 (22); room for padding.
  p256dh: key(120),
  auth: key(60),
  applicationPubKey: z.optional(z.nullable(key(120))),
});
export type PushRegistrationInput = z.infer<typeof pushRegistrationInput>;

/** DELETE carries the endpoint alone. */
export const pushEndpointInput = z.object({ endpoint: endpoint() });
