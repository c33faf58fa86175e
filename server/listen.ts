import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from './env.ts';

/** Listens on PORT at the env's listen host (every interface when it is null); resolves with the bound address. */
export function listen(server: Server, env: Pick<Env, 'PORT' | 'listenHost'>): Promise<AddressInfo> {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: env.PORT, ...(env.listenHost === null ? {} : { host: env.listenHost }) }, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
