import type { z } from 'zod';

/** First message per field, from a zod schema's result: the same schema the server runs. */
export function fieldErrors<T extends z.ZodType>(schema: T, values: unknown): Partial<Record<string, string>> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
