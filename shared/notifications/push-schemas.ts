import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { isPushEndpoint, PUSH_ENDPOINT_MAX, PUSH_MESSAGES } from './push.ts';

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
