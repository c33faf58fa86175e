import { describe, expect, it } from 'vitest';
import { errorMessage, withoutFieldName } from './errors.ts';

const refused = (message: string, fieldErrors: unknown) => Object.assign(new Error(message), { data: { httpStatus: 400, fieldErrors } });

describe('error messages as a person reads them', () => {
  it('drops the field code name the server puts before a refused input’s message', () => {
    expect(withoutFieldName('q: Remove control characters (such as tabs or invisible characters) from this field')).toBe(
      'Remove control characters (such as tabs or invisible characters) from this field',
    );
    expect(withoutFieldName('season.endsOn: The end date is before the start date')).toBe('The end date is before the start date');
    expect(errorMessage(refused('body: Must be at most 4000 characters', { body: ['Must be at most 4000 characters'] }), 'fallback')).toBe(
      'Must be at most 4000 characters',
    );
  });

  it('leaves the server’s words alone when no input was refused', () => {
    expect(errorMessage(refused('Note: the event is full', null), 'fallback')).toBe('Note: the event is full');
    expect(errorMessage(Object.assign(new Error('boom'), { data: { httpStatus: 500 } }), 'Something went wrong')).toBe('Something went wrong');
  });
});
