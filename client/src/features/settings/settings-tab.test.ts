import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './settings-tab.ts';

describe('tabFromQuery', () => {
  const offered = ['general', 'privacy', 'sports', 'notification'] as const;
  it('selects a tab case-insensitively', () => {
    expect(tabFromQuery('PRIVACY', offered)).toBe('privacy');
    expect(tabFromQuery('Notification', offered)).toBe('notification');
  });
  it('falls back to general for unknown, missing or not offered tabs', () => {
    expect(tabFromQuery('nope', offered)).toBe('general');
    expect(tabFromQuery(null, offered)).toBe('general');
    expect(tabFromQuery('payments', offered)).toBe('general');
  });
});
