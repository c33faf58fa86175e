import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

/**
 * The server names the field of a refused input ("q: Remove control characters…") for API callers;
 * a person reads the words without the field's code name.
 */
export function withoutFieldName(message: string): string {
  return message.replace(/^[A-Za-z][\w.]{0,80}: (?=\S)/, '');
}

/** The message to show for a failed request: the server's own words for client errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return APP_MESSAGES.offlineNotSaved;
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { httpStatus?: number; fieldErrors?: unknown } | null }).data;
    const status = data?.httpStatus ?? 500;
    // Only a refused input's message starts with its field's name.
    if (status < 500 && error instanceof Error && error.message) return data?.fieldErrors ? withoutFieldName(error.message) : error.message;
  }
  return fallback;
}

/**
 * Whether a failed request named nothing there is: not found, or refused for the shape of an id or
 * token that came from the address (a cut-off link). Such a page says what is missing, with no
 * Try again and none of the validator's words.
 */
export function namesNothing(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('data' in error)) return false;
  const data = (error as { data?: { code?: string; fieldErrors?: unknown } | null }).data;
  return data?.code === 'NOT_FOUND' || (data?.code === 'BAD_REQUEST' && Boolean(data.fieldErrors));
}

/** The message for a link that names nothing (`fallback`), else the server's own words for what went wrong. */
export function linkErrorMessage(error: unknown, fallback: string): string {
  return namesNothing(error) ? fallback : errorMessage(error, fallback);
}
