import path from 'node:path';
import { cachedFile } from './cached-file.ts';

/** The chunk every page but the sign-in ones loads before its own (client/src/routes.tsx). */
const PAGE_ROUTES_SOURCE = 'src/page-routes.tsx';

/**
 * Pages whose own chunk (with what it imports) the HTML preloads too, so that the browser fetches
 * the page's code beside the app's instead of two round trips after it (issue 36): the public team
 * and event pages, and the signed-in pages most often opened cold (Home, a form to fill). Only the
 * chunks the page's first paint imports: its organiser's tools are lazy chunks of their own.
 */
const PAGE_SOURCES: readonly (readonly [pattern: RegExp, source: string])[] = [
  [/^\/team\/[\w-]+\/?$/, 'src/pages/TeamPage.tsx'],
  [/^\/(evt|discover\/events|discover\/games)\/[\w-]+\/?$/, 'src/pages/EventPage.tsx'],
  [/^\/home\/?$/, 'src/pages/HomePage.tsx'],
  [/^\/form\/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\/?$/i, 'src/pages/forms/FormFillPage.tsx'],
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags for page-routes.tsx's chunk, the page's own (PAGE_SOURCES)
 * and the chunks they import that the app's entry does not (the HTML already loads those), read
 * from Vite's build manifest. Without them the browser would learn of those chunks only once the
 * app's script had run, a round trip later for each. Empty when there is no manifest (a client
 * built without one).
 */
export function pageRoutesPreloads(distDir: string): (pathname: string) => Promise<string> {
  const tagsFor = cachedFile(path.join(distDir, '.vite', 'manifest.json'), (text) => preloadTags(JSON.parse(text) as Record<string, ManifestChunk>));
  return async (pathname) => (await tagsFor())?.(pathname) ?? '';
}

function preloadTags(manifest: Record<string, ManifestChunk>): (pathname: string) => string {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const tagsOf = (sources: string[]) => {
    const wanted = new Set<string>();
    for (const source of sources) closure(source, wanted);
    return [...wanted]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
      .join('\n    ');
  };
  // Worked out once per build: a handful of pages, each a fixed list.
  const common = tagsOf([PAGE_ROUTES_SOURCE]);
  const perPage = PAGE_SOURCES.map(([pattern, source]) => [pattern, tagsOf([PAGE_ROUTES_SOURCE, source])] as const);
  return (pathname) => perPage.find(([pattern]) => pattern.test(pathname))?.[1] ?? common;
}

/** The HTML with the preload tags at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}
