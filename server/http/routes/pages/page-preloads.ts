import path from 'node:path';
import { cachedFile } from './cached-file.ts';

/** The chunk every page but the sign-in ones loads before its own (client/src/routes.tsx). */
const PAGE_ROUTES_SOURCE = 'src/page-routes.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags for page-routes.tsx's chunk and the chunks it imports
 * that the app's entry does not (the HTML already loads those), read from Vite's build manifest.
 * Without them the browser would learn of that chunk only once the app's script had run, a round
 * trip later. Empty when there is no manifest (a client built without one).
 */
export function pageRoutesPreloads(distDir: string): () => Promise<string> {
  const tags = cachedFile(path.join(distDir, '.vite', 'manifest.json'), (text) => preloadTags(JSON.parse(text) as Record<string, ManifestChunk>));
  return async () => (await tags()) ?? '';
}

function preloadTags(manifest: Record<string, ManifestChunk>): string {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const wanted = [...closure(PAGE_ROUTES_SOURCE, new Set())].filter((key) => !loaded.has(key));
  return wanted.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`).join('\n    ');
}

/** The HTML with the preload tags at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}
