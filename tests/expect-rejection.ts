import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';

/** Awaits a call that must fail with a TRPCError, and returns the error for further checks. */
export async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}
