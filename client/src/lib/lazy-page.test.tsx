import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DrawnParts, lazyPage, loadDrawnParts } from './lazy-page.ts';

const clientRoot = path.resolve(import.meta.dirname, '../..');

describe('lazy parts a server render drew', () => {
  it('a named part that rendered is collected; one that did not render, or an unnamed one, is not', async () => {
    const shown = lazyPage(async () => ({ default: () => <p>shown</p> }), 'src/test/Shown.tsx');
    const hidden = lazyPage(async () => ({ default: () => <p>hidden</p> }), 'src/test/Hidden.tsx');
    const plain = lazyPage(async () => ({ default: () => <p>plain</p> }));
    await Promise.all([shown.preload(), hidden.preload(), plain.preload()]);
    const drawn = new Set<string>();
    const html = renderToString(
      <DrawnParts.Provider value={drawn}>
        <shown.Page />
        <plain.Page />
      </DrawnParts.Provider>,
    );
    expect(html).toContain('shown');
    expect(html).toContain('plain');
    expect([...drawn]).toEqual(['src/test/Shown.tsx']);
  });

  it('loads a part declared by another part once that one has loaded, and skips names it never meets', async () => {
    const inner = vi.fn(async () => ({ default: () => null }));
    const outer = vi.fn(async () => {
      // A page module declares its own parts when it runs (the team page its tabs).
      lazyPage(inner, 'src/test/Inner.tsx');
      return { default: () => null };
    });
    lazyPage(outer, 'src/test/Outer.tsx');
    await loadDrawnParts(['src/test/Inner.tsx', 'src/test/Outer.tsx', 'src/test/Unknown.tsx']);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
    // Loaded already: a second call starts nothing.
    await loadDrawnParts(['src/test/Outer.tsx', 'src/test/Inner.tsx']);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it("every part's name is the path, from client/, of the module it imports (Vite's manifest key, for its preload)", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    const named = /lazyPage\(\s*\(\) => import\('([^']+)'\)[\s\S]*?,\s*'([^']+)',?\s*\)/g;
    let count = 0;
    for (const file of files(path.join(clientRoot, 'src'))) {
      if (file.endsWith('.test.tsx') || file.endsWith('.test.ts')) continue;
      for (const [, imported, source] of readFileSync(file, 'utf8').matchAll(named)) {
        count += 1;
        expect(source, file).toBe(
          path
            .relative(clientRoot, path.resolve(path.dirname(file), imported!))
            .split(path.sep)
            .join('/'),
        );
        expect(existsSync(path.join(clientRoot, source!)), source).toBe(true);
      }
    }
    // The route table, the pages and the team's tabs and event's games at least.
    expect(count).toBeGreaterThan(50);
  });
});
