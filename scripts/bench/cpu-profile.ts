/**
 * Where a process spent its time, from the .cpuprofile files that `node --cpu-prof` writes: the
 * functions with the most self time, and the same summed by package (or project folder), in
 * percent of the time not idle. `node --import tsx scripts/bench/cpu-profile.ts <folder> [top]`
 * prints it; bench:api prints it for BENCH_PROFILE.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** "pg", "@trpc/server", "server/trpc", "node:internal": where a frame's code lives. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url.split('/')[0]!.replace(/^node:internal.*/, 'node:internal');
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const parts = url.replace(/^file:\/\//, '').split('/');
  const root = parts.findIndex((part) => ['server', 'shared', 'scripts', 'client'].includes(part));
  return root >= 0 ? parts.slice(root, root + 2).join('/') : url;
}

export function summariseProfiles(folder: string, top = 25): string {
  const self = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busy = 0;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    // A process that wrote serving-<pid>.json (node's profile names carry the pid) counts from then.
    const pid = /^CPU\.\d+\.\d+\.(\d+)\./.exec(file)?.[1];
    const marker = path.join(folder, `serving-${pid}.json`);
    const since = pid && existsSync(marker) ? (JSON.parse(readFileSync(marker, 'utf8')) as { since: number }).since : 0;
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      const micros = profile.timeDeltas[i] ?? 0;
      at += micros;
      if (frame.functionName === '(idle)' || at < since) return;
      busy += micros;
      const place = placeOf(frame.url);
      const where = frame.url.startsWith('node:') ? frame.url : place;
      const name = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
      self.set(name, (self.get(name) ?? 0) + micros);
      byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    });
  }
  if (busy === 0) return `no samples in ${folder}`;
  const percent = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `self time, ${(busy / 1e6).toFixed(1)} s not idle (${folder}):`,
    ...sorted(self).map(([name, micros]) => `  ${percent(micros)}  ${name}`),
    `\nself time by package or folder:`,
    ...sorted(byPlace).map(([place, micros]) => `  ${percent(micros)}  ${place}`),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(summariseProfiles(process.argv[2] ?? '.', Number(process.argv[3] ?? 25)));
}
