import { readFile, stat } from 'node:fs/promises';

/**
 * A built file's contents, parsed once and read again only when a new build replaced it (its
 * modification time changed); null while the file does not exist.
 */
export function cachedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}
