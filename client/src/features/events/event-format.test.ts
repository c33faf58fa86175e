import { describe, expect, it } from 'vitest';
import { withOpponent } from './event-format.ts';

describe('withOpponent', () => {
  it('names the opponent once', () => {
    expect(withOpponent('League match', 'Round Rock Rally')).toBe('League match vs Round Rock Rally');
    expect(withOpponent('Review game vs Eastside', 'Eastside Spikers')).toBe('Review game vs Eastside');
    expect(withOpponent('Tigers v. Lions', 'Lions')).toBe('Tigers v. Lions');
    expect(withOpponent('Tigers versus Lions', 'Lions')).toBe('Tigers versus Lions');
    expect(withOpponent('Victory lap', 'Lions')).toBe('Victory lap vs Lions');
    expect(withOpponent('Scrimmage', null)).toBe('Scrimmage');
  });
});
