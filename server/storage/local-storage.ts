import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, isSafeKey } from './keys.ts';
import type { FileStorage } from './storage.ts';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files in a folder on this machine, served by the app itself at /uploads. */
export function createLocalStorage(dir: string): FileStorage & { localDir: string } {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  };

  return {
    localDir: root,
    async put(key, body) {
      assertSafeKey(key);
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
      return LOCAL_UPLOADS_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      if (!isSafeKey(key)) return;
      await unlink(fileFor(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
  };
}
