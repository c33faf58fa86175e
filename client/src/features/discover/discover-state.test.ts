import { describe, expect, it } from 'vitest';
import { discoverQueryInput, gameTypeFromContext, INITIAL_FILTERS, searchTextProblem } from './discover-state.ts';
import { VALIDATION_MESSAGES } from '../../../../shared/common/validation-messages.ts';

describe('discover state', () => {
  it('reads a game type from the route context, in any case and with dashes', () => {
    const types = ['Basketball', 'Table Tennis', 'Pickleball'];
    expect(gameTypeFromContext('pickleball', types)).toBe('Pickleball');
    expect(gameTypeFromContext('table-tennis', types)).toBe('Table Tennis');
    expect(gameTypeFromContext('events', types)).toBe('');
    expect(gameTypeFromContext(undefined, types)).toBe('');
  });

  it('builds the query from the area and only the completed filters', () => {
    const city = { name: 'Austin, TX', lat: 30.27, lng: -97.74 };
    expect(
      discoverQueryInput(
        { ...INITIAL_FILTERS, gameType: 'Tennis', dateMode: 'day', day: '' },
        { kind: 'city', city, radiusKm: 25 },
        ' net ',
        'America/Chicago',
      ),
    ).toEqual({
      price: 'all',
      when: 'upcoming',
      timezone: 'America/Chicago',
      pageSize: 20,
      center: { lat: 30.27, lng: -97.74 },
      radiusKm: 25,
      gameTypes: ['Tennis'],
      q: 'net',
    });
    const bounds = { north: 1, south: 0, east: 1, west: 0 };
    const ranged = discoverQueryInput(
      { ...INITIAL_FILTERS, dateMode: 'range', dateFrom: '2027-01-05', dateTo: '2027-01-01' },
      { kind: 'map', bounds },
      '',
      'UTC',
    );
    expect(ranged.bounds).toEqual(bounds);
    expect(ranged.dateFrom).toBe('2027-01-05');
    expect(ranged.dateTo).toBeUndefined();
  });
});

describe('search words', () => {
  it('says at the field what cannot be searched, and leaves it out of the query', () => {
    expect(searchTextProblem('net\u0000')).toBe(VALIDATION_MESSAGES.controlCharacters);
    expect(searchTextProblem('  pickup  ')).toBeNull();
    expect(discoverQueryInput({ ...INITIAL_FILTERS }, { kind: 'anywhere' }, 'net\u0000', 'UTC').q).toBeUndefined();
  });
});
