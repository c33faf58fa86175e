import { describe, expect, it } from 'vitest';
import { createSignInOrigins } from './sign-in-origins.ts';

describe('sign-in origins remembered by a process', () => {
  it('answers what it was told until the entry is older than its time to live, then nothing', () => {
    const clock = { ms: 0 };
    const origins = createSignInOrigins({ ttlMs: 1000, now: () => clock.ms });
    expect(origins.lastAddress('a@example.com')).toBeUndefined();
    origins.remember('a@example.com', '198.51.100.1');
    origins.remember('nobody@example.com', null);
    clock.ms = 999;
    expect(origins.lastAddress('a@example.com')).toBe('198.51.100.1');
    expect(origins.lastAddress('nobody@example.com')).toBeNull();
    clock.ms = 1000;
    expect(origins.lastAddress('a@example.com')).toBeUndefined();
  });

  it('keeps at most its bound, forgetting the entry told longest ago', () => {
    const origins = createSignInOrigins({ maxEntries: 2 });
    origins.remember('a@example.com', '198.51.100.1');
    origins.remember('b@example.com', '198.51.100.2');
    origins.remember('a@example.com', '198.51.100.3');
    origins.remember('c@example.com', '198.51.100.4');
    expect(origins.lastAddress('b@example.com')).toBeUndefined();
    expect(origins.lastAddress('a@example.com')).toBe('198.51.100.3');
    expect(origins.lastAddress('c@example.com')).toBe('198.51.100.4');
  });
});
