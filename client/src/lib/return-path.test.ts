import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/evt/123')).toBe('/evt/123');
    expect(safeReturnPath('/discover?q=tennis')).toBe('/discover?q=tennis');
  });
  it('refuses other sites, tricks and auth pages', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'evt/1', '/login', '/sign-up?x=1']) {
      expect(safeReturnPath(next)).toBeNull();
    }
  });
  it('round-trips through the login link', () => {
    const next = new URL(loginPathFor('/evt/1?tab=x'), 'http://localhost').searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/evt/1?tab=x');
  });
});
