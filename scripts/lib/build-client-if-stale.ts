import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/** Builds the client when its sources (or the lockfile) are newer than the build: `npm start` and `scale:local` serve it. */
export function buildClientIfStale(projectRoot: string): void {
  const builtAt = newestMtime(path.join(projectRoot, 'dist/client/index.html'));
  const sourcesAt = Math.max(...['client', 'shared', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(path.join(projectRoot, p))));
  if (builtAt >= sourcesAt) return;
  console.log('Building the client...');
  execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
}
