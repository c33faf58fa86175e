import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 192 random bits, URL-safe: used for session tokens and e-mail links. */
export function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Only this hash is stored, so a leaked table does not yield usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
