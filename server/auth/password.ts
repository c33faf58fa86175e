import { hash, verify } from '@node-rs/argon2';
import type { AppErrorCode } from '../errors/app-error.ts';
import { passwordHashGate, type HashPriority } from './hash-gate.ts';

// OWASP's Argon2id baseline: 19 MiB, two iterations, one lane. Argon2id is the library default.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Every Argon2 hash of the process goes through one bounded gate (hash-gate.ts): a request that
 * finds no room is refused with `busyCode` (429) instead of waiting behind a flood.
 */
export function hashPassword(password: string, priority: HashPriority, busyCode?: AppErrorCode): Promise<string> {
  return passwordHashGate.run(() => hash(password, OPTIONS), priority, busyCode);
}

export function verifyPassword(passwordHash: string, password: string, priority: HashPriority, busyCode?: AppErrorCode): Promise<boolean> {
  return passwordHashGate.run(
    async () => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    priority,
    busyCode,
  );
}
