import path from 'node:path';
import { cachedFile } from './cached-file.ts';
import { isSignInPath } from '../../../../shared/auth/sign-in-pages.ts';

/** The chunk every page but the sign-in ones loads before its own (client/src/routes.tsx). */
const PAGE_ROUTES_SOURCE = 'src/page-routes.tsx';

/**
 * Pages whose own chunk (with what it imports) the HTML preloads too, so that the browser fetches
 * the page's code beside the app's instead of two round trips after it (issue 36): the public team
 * and event pages, and the signed-in pages most often opened cold (Home, a form to fill, settings:
 * the one of them the server does not render, so its code is all that stands between the visitor and
 * the page). Only the chunks the page's first paint imports: its organiser's tools are lazy chunks
 * of their own.
 */
const PAGE_SOURCES: readonly (readonly [pattern: RegExp, source: string])[] = [
  [/^\/team\/[\w-]+\/?$/, 'src/pages/TeamPage.tsx'],
  [/^\/(evt|discover\/events|discover\/games)\/[\w-]+\/?$/, 'src/pages/EventPage.tsx'],
  [/^\/home\/?$/, 'src/pages/HomePage.tsx'],
  [/^\/settings\/?$/, 'src/pages/SettingsPage.tsx'],
  [/^\/form\/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\/?$/i, 'src/pages/forms/FormFillPage.tsx'],
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags for page-routes.tsx's chunk, the page's own (PAGE_SOURCES),
 * the lazy parts a server render drew (`parts`: the browser loads them before hydrating,
 * client/src/lib/lazy-page.ts) and the chunks they import that the app's entry does not (the HTML
 * already loads those), read from Vite's build manifest. Without them the browser would learn of
 * those chunks only once the app's script had run, a round trip later for each. Empty when there
 * is no manifest (a client built without one).
 */
export function pageRoutesPreloads(distDir: string): (pathname: string, parts?: readonly string[]) => Promise<string> {
  const tagsFor = cachedFile(path.join(distDir, '.vite', 'manifest.json'), (text) => preloadTags(JSON.parse(text) as Record<string, ManifestChunk>));
  return async (pathname, parts = []) => (await tagsFor())?.(pathname, parts) ?? '';
}

type Tags = (pathname: string, parts: readonly string[]) => string;

function preloadTags(manifest: Record<string, ManifestChunk>): Tags {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const chunksOf = (sources: readonly string[]) => {
    const wanted = new Set<string>();
    for (const source of sources) closure(source, wanted);
    return [...wanted].filter((key) => !loaded.has(key));
  };
  const tagsOf = (keys: readonly string[]) => keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`).join('\n    ');
  // Worked out once per build: a handful of pages, each a fixed list.
  const common = chunksOf([PAGE_ROUTES_SOURCE]);
  const perPage = PAGE_SOURCES.map(([pattern, source]) => [pattern, chunksOf([PAGE_ROUTES_SOURCE, source])] as const);
  return (pathname, parts) => {
    // A sign-in page loads no page-routes.tsx (a first visit to sign in carries none of it): only its own parts.
    const page = isSignInPath(pathname) ? [] : (perPage.find(([pattern]) => pattern.test(pathname))?.[1] ?? common);
    // A rendered page's parts: a few sources, walked per request (the manifest's names only, never the visitor's).
    return tagsOf(parts.length === 0 ? page : [...new Set([...page, ...chunksOf(parts)])]);
  };
}

/** The HTML with the preload tags at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}
