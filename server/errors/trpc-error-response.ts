import type { AnyRouter, TRPCError } from '@trpc/server';
import { getErrorShape, getHTTPStatusCode, transformTRPCResponse, type ProcedureType } from '@trpc/server/unstable-core-do-not-import';
import type { Request, Response } from 'express';

type Envelope = { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };

/** tRPC's error shape for one failed call, formatted by our error formatter (message, appCode, field errors). */
export function errorEnvelope(
  router: AnyRouter,
  error: TRPCError,
  call: { path?: string; type?: ProcedureType | 'unknown'; input?: unknown; ctx?: unknown } = {},
): Envelope {
  return {
    error: getErrorShape({
      config: router._def._config,
      error,
      type: call.type ?? 'unknown',
      path: call.path,
      input: call.input,
      ctx: call.ctx as never,
    }),
  };
}

/**
 * Sends envelopes the way tRPC's own adapter does: one status for the lot (207 when they differ),
 * serialised with the router's transformer, an array for a batch.
 */
export function sendEnvelopes(res: Response, router: AnyRouter, envelopes: Envelope[], isBatch: boolean): void {
  const status = getHTTPStatusCode(envelopes as never);
  const body = JSON.stringify(transformTRPCResponse(router._def._config, (isBatch ? envelopes : envelopes[0]!) as never));
  // The headers Express's send would write for this body, without its content-type parsing and
  // freshness checks (an API answer is never cached: no ETag, Cache-Control no-store).
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Refuses a whole /trpc request before any procedure runs (a foreign origin, a body too large, a
 * malformed path, too many procedures) in the adapter's own wire format: one error per procedure
 * of a batch, shaped by our formatter. Anything else reaches @trpc/client as "Unable to transform
 * response from server" instead of our message.
 */
export function refuseTrpcRequest(res: Response, router: AnyRouter, req: Request, error: TRPCError, mountPath = ''): void {
  const procedures = router._def.procedures as Record<string, { _def: { type: ProcedureType } } | undefined>;
  const isBatch = req.query.batch === '1';
  const path = procedurePath(req.path.slice(mountPath.length));
  const paths = isBatch ? path.split(',') : [path];
  const envelopes = paths.map((path) => errorEnvelope(router, error, { path, type: procedures[path]?._def.type ?? 'unknown' }));
  // The rest of an oversized body is never read: the connection ends with this answer.
  if (error.code === 'PAYLOAD_TOO_LARGE') res.setHeader('Connection', 'close');
  sendEnvelopes(res, router, envelopes, isBatch);
}

/** The procedure path(s) of a /trpc request's path, as sent when it cannot be decoded. */
function procedurePath(path: string): string {
  const raw = path.replace(/^\//, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
