import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lib/lazy-page.ts';
import { matchPattern, pages, routeOf } from './route-prefetch.ts';

const base = 'https://rally.test';
const id = '0b5b6c3e-8c1d-4f7a-9a55-1f2e3d4c5b6a';

describe('route prefetch table', () => {
  it('matches a pattern segment by segment, decoding its params', () => {
    expect(matchPattern('/team/:id', `/team/${id}`)).toEqual({ id });
    expect(matchPattern('/team/:id', `/team/${id}/`)).toEqual({ id });
    expect(matchPattern('/team/:id', '/team/')).toBeNull();
    expect(matchPattern('/team/:id', `/teams/${id}`)).toBeNull();
    expect(matchPattern('/rsvp/:token', '/rsvp/a%20b')).toEqual({ token: 'a b' });
    expect(matchPattern('/rsvp/:token', '/rsvp/%E0%A4%A')).toBeNull();
  });

  it('finds the page of an in-app address, first match winning as in the Switch', () => {
    expect(routeOf(`/form/${id}/submissions`, base)?.page).toBe(pages.formSubmissions);
    expect(routeOf(`/form/${id}`, base)?.page).toBe(pages.formFill);
    expect(routeOf(`${base}/team/${id}?tab=seasons`, base)?.search.get('tab')).toBe('seasons');
    expect(routeOf('/home', base)?.page).toBe(pages.home);
  });

  it('ignores other origins, unknown pages, overlong and broken addresses', () => {
    expect(routeOf('https://elsewhere.test/home', base)).toBeNull();
    expect(routeOf('/no-such-page', base)).toBeNull();
    expect(routeOf(`/${'a'.repeat(400)}`, base)).toBeNull();
    expect(routeOf('http://[broken', base)).toBeNull();
  });
});

describe('lazyPage', () => {
  it('loads its chunk once however often it is preloaded, and a failed load is tried afresh', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const page = lazyPage(load);
    await page.preload();
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
