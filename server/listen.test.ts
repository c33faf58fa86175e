import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { listen } from './listen.ts';

const envFor = (vars: Record<string, string>) => parseEnv({ PORT: '0', LOG_LEVEL: 'silent', ...vars });
const production = { NODE_ENV: 'production', POSTMARK_TOKEN: 'token' };

async function boundAddress(vars: Record<string, string>): Promise<AddressInfo> {
  const server = createServer((_req, res) => res.end());
  const address = await listen(server, envFor(vars));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address;
}

describe('development mode on an open port: the listen host', () => {
  it('defaults to loopback in development and test, and to every interface in production', () => {
    expect(envFor({ NODE_ENV: 'development' }).listenHost).toBe('127.0.0.1');
    expect(envFor({}).listenHost).toBe('127.0.0.1');
    expect(envFor({ NODE_ENV: 'test' }).listenHost).toBe('127.0.0.1');
    expect(envFor(production).listenHost).toBeNull();
  });

  it('follows HOST in any mode, and refuses a HOST that is no host name or address', () => {
    expect(envFor({ NODE_ENV: 'development', HOST: '0.0.0.0' }).listenHost).toBe('0.0.0.0');
    expect(envFor({ ...production, HOST: '127.0.0.1' }).listenHost).toBe('127.0.0.1');
    for (const HOST of ['', 'local host', 'http://0.0.0.0', 'a'.repeat(300), 'host\n']) {
      expect(() => envFor({ HOST }), JSON.stringify(HOST)).toThrow(/HOST/);
    }
  });

  it('binds a development server to loopback only, and a production server to every interface', async () => {
    expect((await boundAddress({ NODE_ENV: 'development' })).address).toBe('127.0.0.1');
    expect(['::', '0.0.0.0']).toContain((await boundAddress(production)).address);
    expect((await boundAddress({ NODE_ENV: 'development', HOST: '0.0.0.0' })).address).toBe('0.0.0.0');
  });
});
