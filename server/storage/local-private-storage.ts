import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './keys.ts';
import type { PrivateStorage } from './types.ts';

const ignoreMissing = (err: NodeJS.ErrnoException) => {
  if (err.code !== 'ENOENT') throw err;
};

/** Files by key in a folder on this machine. Nothing here serves them: that is for whoever holds the folder (createLocalStorage's /uploads does). */
export function createLocalPrivateStorage(dir: string): PrivateStorage {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes its folder: ${key}`);
    return file;
  };

  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      const body = await readFile(fileFor(key)).catch((err: NodeJS.ErrnoException) => {
        ignoreMissing(err);
        return null;
      });
      return body && { body, contentType: null };
    },
    async remove(key) {
      await unlink(fileFor(key)).catch(ignoreMissing);
    },
  };
}
