import path from 'node:path';
import { createLocalPrivateStorage } from './local-private-storage.ts';
import { isSafeKey } from './keys.ts';
import type { FileStorage } from './types.ts';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files in a folder on this machine, served by the app itself at /uploads. */
export function createLocalStorage(dir: string): FileStorage & { localDir: string } {
  const files = createLocalPrivateStorage(dir);
  return {
    localDir: path.resolve(dir),
    async put(key, body, contentType) {
      await files.put(key, body, contentType);
      return LOCAL_UPLOADS_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return;
      const key = url.slice(LOCAL_UPLOADS_PREFIX.length);
      if (!isSafeKey(key)) return;
      await files.remove(key);
    },
  };
}
