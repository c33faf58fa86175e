import { APP_MESSAGES } from '../../../shared/messages/app.ts';

/** The message to show for a failed request: the server's own words for client errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return APP_MESSAGES.offlineNotSaved;
  if (error && typeof error === 'object' && 'data' in error) {
    const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500;
    if (status < 500 && error instanceof Error && error.message) return error.message;
  }
  return fallback;
}
