/**
 * Web push's words, limits and endpoint check, without zod: the app's entry imports this (client/src/lib/push.ts),
 * and the schemas (push-schemas.ts) would bring zod into every page's first script.
 */

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
