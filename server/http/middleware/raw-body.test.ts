import express from 'express';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRawBody, refuseBody } from './raw-body.ts';

const LIMIT = 64 * 1024;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.post('/echo', async (req, res) => {
    const read = await readRawBody(req, LIMIT);
    if (!read.ok) return refuseBody(res, read.status, { error: 'refused' });
    return res.json({ bytes: read.body.length });
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/**
 * Sends the head and `send` bytes of the body, never the rest (the request is left open): the
 * answer can only come if the server stops reading at the cap. A server that read the body to its
 * end would never answer, and the test would time out.
 */
function answerWithoutTheRest(headers: Record<string, string>, send: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/echo`, { method: 'POST', headers });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 1);
    for (let sent = 0; sent < send; sent += chunk.length) req.write(chunk);
  });
}

describe('readRawBody', () => {
  it('reads a body within the cap', async () => {
    const response = await fetch(`${base}/echo`, { method: 'POST', body: Buffer.alloc(LIMIT, 7) });
    expect(await response.json()).toEqual({ bytes: LIMIT });
  });

  it('refuses a declared 400 MB body with 413 at once, reading none of it, and closes the connection', async () => {
    expect(await answerWithoutTheRest({ 'content-length': String(400 * 1024 * 1024) }, 1)).toBe(413);
  });

  it('refuses an undeclared (chunked) body once it passes the cap, without waiting for its end', async () => {
    expect(await answerWithoutTheRest({ 'transfer-encoding': 'chunked' }, LIMIT * 2)).toBe(413);
  });

  it('refuses a compressed body rather than inflating it', async () => {
    const response = await fetch(`${base}/echo`, { method: 'POST', headers: { 'content-encoding': 'gzip' }, body: Buffer.alloc(10) });
    expect(response.status).toBe(400);
  });
});
