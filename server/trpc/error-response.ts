import { getTRPCErrorShape, transformTRPCResponse, type AnyRouter, type TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Response } from 'express';

/**
 * Answers a tRPC request with `error` before it reaches the adapter, in the wire format the
 * adapter itself uses: one error envelope per procedure of a batch (`?batch=1`, paths joined by
 * commas), shaped by the router's error formatter and serialised by its transformer. Anything
 * else is read by @trpc/client as "Unable to transform response from server".
 */
export function sendTrpcError(router: AnyRouter, res: Response, call: { path: string; isBatch: boolean }, error: TRPCError): void {
  const config = router._def._config;
  const procedures = router._def.procedures as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } } | undefined>;
  const paths = call.isBatch ? call.path.split(',') : [call.path];
  const envelopes = paths.map((path) => ({
    error: getTRPCErrorShape({ config, error, path, input: undefined, ctx: undefined, type: procedures[path]?._def.type ?? 'unknown' }),
  }));
  res.status(getHTTPStatusCodeFromError(error)).json(transformTRPCResponse(config, call.isBatch ? envelopes : envelopes[0]!));
}
