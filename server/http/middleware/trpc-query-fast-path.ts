import type { NextFunction, Request, Response } from 'express';
import superjson from 'superjson';
import { getTRPCErrorFromUnknown, TRPCError, type AnyRouter } from '@trpc/server';
import type { Context } from '../../trpc/context.ts';
import { errorEnvelope, refuseTrpcRequest, sendEnvelopes } from '../../errors/trpc-error-response.ts';
import { API_LIMITS } from '../../../shared/limits/limits.ts';
import { VALIDATION_MESSAGES } from '../../../shared/common/validation-messages.ts';

/** How tRPC's own createCaller calls a procedure (ProcedureCallOptions). */
type CallProcedure = (opts: {
  path: string;
  ctx: Context;
  type: 'query';
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>;

/**
 * Serves GET queries (single or batched) without tRPC's Fetch-API request/response conversion,
 * which cost more than our whole read in the API benchmark. The wire format is tRPC's own, errors
 * included (checked against the official adapter in tests), so a batch runs exactly once whatever
 * its outcome. Anything that is not a known query, and input that is not JSON, goes to the
 * official adapter, which refuses it before any procedure runs.
 */
export function trpcQueryFastPath(router: AnyRouter, createContext: (opts: { req: Request; res: Response }) => Promise<Context>) {
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    let paths: string[];
    try {
      paths = decodeURIComponent(req.path.slice(1)).split(',');
    } catch {
      // A malformed escape (%E0%A4%A, %ZZ) names no procedure: the client's fault, not ours.
      return refuseTrpcRequest(res, router, req, new TRPCError({ code: 'BAD_REQUEST', message: VALIDATION_MESSAGES.badRequest }));
    }
    const isBatch = req.query.batch === '1';
    if (isBatch && paths.length > API_LIMITS.maxBatchSize) {
      return refuseTrpcRequest(res, router, req, new TRPCError({ code: 'BAD_REQUEST', message: VALIDATION_MESSAGES.tooManyProcedures }));
    }
    if ((!isBatch && paths.length !== 1) || !paths.every((path) => procedures[path]?._def.type === 'query')) return next();
    let rawInputs: unknown;
    try {
      rawInputs = typeof req.query.input === 'string' ? JSON.parse(req.query.input) : undefined;
    } catch {
      return next();
    }
    const ctx = await createContext({ req, res });
    // Each procedure is called as createCaller would call it (its middlewares, input and output
    // parsers run), without building the caller's proxy per request.
    const settled = await Promise.allSettled(
      paths.map(async (path, index) => {
        const raw = isBatch ? (rawInputs as Record<string, unknown> | undefined)?.[index] : rawInputs;
        const input = raw === undefined || raw === null ? undefined : deserializeInput(raw);
        return (procedures[path] as unknown as CallProcedure)({
          path,
          ctx,
          type: 'query',
          getRawInput: async () => input,
          signal: undefined,
          batchIndex: index,
        });
      }),
    );
    const envelopes = settled.map((outcome, index) =>
      outcome.status === 'fulfilled'
        ? { result: { data: outcome.value } }
        : errorEnvelope(router, getTRPCErrorFromUnknown(outcome.reason), { path: paths[index], type: 'query', ctx }),
    );
    sendEnvelopes(res, router, envelopes, isBatch);
  };
}

/** superjson input that does not deserialise (a malformed meta section) is a bad request. */
function deserializeInput(raw: unknown): unknown {
  try {
    return superjson.deserialize(raw as never);
  } catch (cause) {
    throw new TRPCError({ code: 'PARSE_ERROR', message: VALIDATION_MESSAGES.badRequest, cause });
  }
}
