/**
 * npm run dev: Vite's dev server with hot reload (PORT, default 5173) in front of a watching API
 * server (API_PORT, default 3001). Vite proxies /trpc, /auth, /dev, /healthz and /webhooks.
 */
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '5173';
const apiPort = process.env.API_PORT ?? '3001';
const origin = `http://localhost:${webPort}`;

const api = spawn('tsx', ['watch', '--clear-screen=false', '--include', 'shared/**/*', 'scripts/dev-api.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, APP_ORIGIN: process.env.APP_ORIGIN ?? origin, NODE_ENV: 'development' },
});
const web = spawn('vite', ['--port', webPort], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } });
console.log(`\nRally dev: open ${origin} (API on ${apiPort}; mail outbox at ${origin}/dev/outbox)\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGINT');
  web.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web])
  child.on('exit', () => {
    stop();
    if (api.exitCode !== null && web.exitCode !== null) process.exit(0);
  });
