/** The API half of `npm run dev`: restarted by tsx watch on every server change. */
import { startServer } from '../server/index.ts';

const server = await startServer({ serveClient: false });
console.log(`API listening on port ${server.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
