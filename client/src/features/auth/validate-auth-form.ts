import type { AuthFormSchema } from './auth-validation.ts';

// The validator (zod and the auth schemas) is the largest part of these pages' script: it loads
// when the visitor first focuses the form (onFocus={preloadAuthValidation}), not with the page.
const loadValidator = () => import('./auth-validation.ts');

export function preloadAuthValidation(): void {
  loadValidator().catch(() => undefined);
}

/**
 * The form's field errors, or null when it may be sent. Offline, with the validator not loaded,
 * the form is sent as it is: the server checks every field and its answer is shown.
 */
export async function validateAuthForm(schema: AuthFormSchema, values: unknown): Promise<Partial<Record<string, string>> | null> {
  const validator = await loadValidator().catch(() => null);
  return validator ? validator.authFieldErrors(schema, values) : null;
}
