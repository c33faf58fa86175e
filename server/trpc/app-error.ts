import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { LoginErrorCode } from '../../shared/login-errors.ts';

/** Codes the domain throws; the formatter maps each to a tRPC (and so HTTP) code. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** No STRIPE_SECRET_KEY: payments are not configured (spec section 7). */
  | 'STRIPEKEYNOTSET'
  | LoginErrorCode;

const TRPC_CODES: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  STRIPEKEYNOTSET: 'PRECONDITION_FAILED',
  EmailNotFound: 'NOT_FOUND',
  InvalidUser: 'UNAUTHORIZED',
  NetworkError: 'TOO_MANY_REQUESTS',
  CancelledByUser: 'BAD_REQUEST',
  NoPasswordSet: 'FORBIDDEN',
  Unknown: 'INTERNAL_SERVER_ERROR',
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return TRPC_CODES[this.code];
  }
}
