/**
 * Initial JavaScript of the login page: every script the browser fetches to show /login, gzipped
 * (level 9, as a static host would serve it). Needs a built client (npm run build).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { parseEnv } from '../../server/env.ts';
import { projectRoot, startServer } from '../../server/index.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bundle-'));
const env = parseEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: '4190',
  APP_ORIGIN: 'http://localhost:4190',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
});
const server = await startServer({ env });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});
const page = await browser.newPage();
const scripts = new Set<string>();
page.on('request', (request) => {
  if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
});
await page.goto('http://localhost:4190/login', { waitUntil: 'networkidle' });
await page.getByRole('heading', { name: 'Sign in' }).waitFor();
await browser.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

let raw = 0;
let gzip = 0;
const rows: string[] = [];
for (const script of [...scripts].sort()) {
  const content = readFileSync(path.join(projectRoot, 'dist/client', script));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  rows.push(`  ${script.padEnd(50)} ${(content.length / 1024).toFixed(1).padStart(7)} KiB  ${(zipped / 1024).toFixed(1).padStart(6)} KiB gzip`);
}
console.log(`login page: ${scripts.size} scripts`);
console.log(rows.join('\n'));
console.log(`total: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (target: at most 150 KiB gzip)`);
