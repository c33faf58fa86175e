import type { AnyRouter } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import { refuseTrpcRequest } from '../../errors/trpc-error-response.ts';
import { VALIDATION_MESSAGES } from '../../../shared/common/validation-messages.ts';

/**
 * Refuses a /trpc body whose declared length is over the cap, before a byte of it is read, and
 * closes the connection so the rest is never received. A body without a declared length (chunked)
 * is counted by tRPC's own maxBodySize, which stops reading at the same cap.
 */
export function trpcBodyCap(router: AnyRouter, maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && !(Number(declared) <= maxBytes)) {
      return refuseTrpcRequest(res, router, req, new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: VALIDATION_MESSAGES.requestTooLarge }));
    }
    return next();
  };
}
