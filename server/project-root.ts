import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root: relative folders in the environment (DATA_DIR, UPLOADS_DIR...) are taken from here, whatever the working directory. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
