import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_META, staticPageMeta } from './page-meta.ts';
import { SIGN_IN_PAGES } from '../auth/sign-in-pages.ts';

/** The paths of the client's route table, as written in its <Route path="..."> elements. */
function clientRoutePaths(): string[] {
  const source = readFileSync(new URL('../../client/src/page-routes.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/<Route path="([^"]+)"(?! nest)[^>]*component=\{(\w+)\}/g)]
    .filter(([, , component]) => component !== 'ProtectedNotFound')
    .map(([, path]) => path!);
}

describe('page titles', () => {
  it('every page the client routes has its own title and description, so none is answered as not found', () => {
    const paths = clientRoutePaths();
    expect(paths.length).toBeGreaterThan(40);
    for (const path of ['/', ...SIGN_IN_PAGES.flatMap((page) => [`/${page}`, `/auth/${page}`]), ...paths]) {
      // A route's parameters stand for any one segment.
      const example = path.replace(/:[A-Za-z]+/g, 'abc');
      expect(staticPageMeta(example), example).not.toBeNull();
    }
  });

  it('an unknown path, or one past a page, has no row: the server answers it as not found', () => {
    for (const path of ['/no-such-page', '/profile/a/b', '/teams', '/evt/a/b', '/.vite/manifest.json']) expect(staticPageMeta(path), path).toBeNull();
    expect(NOT_FOUND_META.title).toBe('Page not found');
  });
});
