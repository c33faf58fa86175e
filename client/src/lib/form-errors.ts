import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/mini';

/** First message per field, from a zod schema's result: the same schema the server runs. */
export function fieldErrors(schema: $ZodType, values: unknown): Partial<Record<string, string>> | null {
  const result = safeParse(schema, values);
  if (result.success) return null;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
