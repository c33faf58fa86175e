import type { NextFunction, Request, Response } from 'express';
import superjson from 'superjson';
import type { AnyRouter } from '@trpc/server';
import { createCallerFactory } from '../trpc/trpc.ts';
import type { Context } from '../trpc/context.ts';

type Caller = Record<string, any>;

/**
 * Serves successful GET queries (single or batched) without tRPC's Fetch-API request/response
 * conversion, which cost more than our whole read in the API benchmark. The wire format is
 * tRPC's own (checked against the official adapter in tests). Anything else, and any query that
 * fails, is passed to the official adapter: queries have no side effects, so re-running one to
 * let tRPC format its error is safe.
 */
export function trpcQueryFastPath(router: AnyRouter, createContext: (opts: { req: Request; res: Response }) => Promise<Context>) {
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  const createCaller = createCallerFactory(router);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const paths = decodeURIComponent(req.path.slice(1)).split(',');
    const isBatch = req.query.batch === '1';
    if ((!isBatch && paths.length !== 1) || !paths.every((path) => procedures[path]?._def.type === 'query')) return next();
    let rawInputs: unknown;
    try {
      rawInputs = typeof req.query.input === 'string' ? JSON.parse(req.query.input) : undefined;
    } catch {
      return next();
    }
    const inputAt = (index: number) => {
      const raw = isBatch ? (rawInputs as Record<string, unknown> | undefined)?.[index] : rawInputs;
      return raw === undefined || raw === null ? undefined : superjson.deserialize(raw as never);
    };
    let data: unknown[];
    try {
      const caller = createCaller(await createContext({ req, res })) as Caller;
      data = await Promise.all(
        paths.map((path, index) => {
          const procedure = path.split('.').reduce<Caller>((node, key) => node[key], caller) as unknown as (input: unknown) => Promise<unknown>;
          return procedure(inputAt(index));
        }),
      );
    } catch {
      return next();
    }
    const envelopes = data.map((value) => ({ result: { data: superjson.serialize(value) } }));
    res.status(200).type('application/json').send(JSON.stringify(isBatch ? envelopes : envelopes[0]));
  };
}
