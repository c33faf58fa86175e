import type { Request, Response } from 'express';

export type RawBody = { ok: true; body: Buffer } | { ok: false; status: 400 | 413 };

/**
 * Reads a request's body as bytes, at most `limit` of them. A body that declares or turns out to
 * be larger is refused at once and the rest is never read: body-parser (express.raw) reads a
 * refused body to its end before it answers, so a 400 MB upload held the route for a second.
 * The caller answers; `refuseBody` sends that answer and closes the connection behind it.
 */
export function readRawBody(req: Request, limit: number): Promise<RawBody> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && !(Number(declared) <= limit)) return Promise.resolve({ ok: false, status: 413 });
  // Browsers and Stripe send bodies as they are; an encoded one would have to be inflated first.
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') return Promise.resolve({ ok: false, status: 400 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: RawBody) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      if (!result.ok) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) return finish({ ok: false, status: 413 });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, received) });
    const onError = () => finish({ ok: false, status: 400 });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/** Answers a refused body; the connection closes with the answer, so whatever is left unread is dropped. */
export function refuseBody(res: Response, status: number, body: unknown): void {
  res.setHeader('Connection', 'close');
  res.status(status).json(body);
}
