import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { LoginErrorCode } from '../../shared/auth/login-errors.ts';

/** Codes the domain throws. Transport-neutral: tRPC and the plain Express routes both read ERROR_CODES. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  /** No STRIPE_SECRET_KEY: payments are not configured (spec section 7). */
  | 'STRIPEKEYNOTSET'
  | LoginErrorCode;

/** The one map from a domain code to its tRPC code and HTTP status. */
export const ERROR_CODES: Record<AppErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  STRIPEKEYNOTSET: { trpc: 'PRECONDITION_FAILED', http: 412 },
  EmailNotFound: { trpc: 'NOT_FOUND', http: 404 },
  InvalidUser: { trpc: 'UNAUTHORIZED', http: 401 },
  NetworkError: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  CancelledByUser: { trpc: 'BAD_REQUEST', http: 400 },
  NoPasswordSet: { trpc: 'FORBIDDEN', http: 403 },
  Unknown: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return ERROR_CODES[this.code].trpc;
  }
  get httpStatus(): number {
    return ERROR_CODES[this.code].http;
  }
}
