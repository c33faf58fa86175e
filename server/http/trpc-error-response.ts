import type { AnyRouter, TRPCError } from '@trpc/server';
import { getErrorShape, getHTTPStatusCode, transformTRPCResponse, type ProcedureType } from '@trpc/server/unstable-core-do-not-import';
import type { Response } from 'express';

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
  const body = transformTRPCResponse(router._def._config, (isBatch ? envelopes : envelopes[0]!) as never);
  res.status(status).type('application/json').send(JSON.stringify(body));
}

/**
 * A whole request refused before any procedure ran (malformed path, body too large, foreign
 * origin). The body is tRPC's error shape, which its client reads for a single call and for a
 * batch alike, so the page shows our message instead of "Unable to transform response from server".
 */
export function sendTrpcError(res: Response, router: AnyRouter, error: TRPCError): void {
  if (error.code === 'PAYLOAD_TOO_LARGE') res.setHeader('Connection', 'close');
  sendEnvelopes(res, router, [errorEnvelope(router, error)], false);
}
