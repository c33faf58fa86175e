import type { Response } from 'express';
import { AppError } from './app-error.ts';

/** Answers a plain Express route's domain error with the status of the one code map; false when `err` is not one. */
export function sendAppError(res: Response, err: unknown): boolean {
  if (!(err instanceof AppError)) return false;
  res.status(err.httpStatus).json({ error: err.message });
  return true;
}
