import { TRPCClientError } from '@trpc/client';
import { appCodeOf } from '../../lib/trpc.ts';
import { isLoginErrorCode, type LoginErrorCode } from '../../../../shared/auth/login-errors.ts';
import { LOGIN_ERROR_MESSAGES } from '../../../../shared/auth/messages.ts';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';

/** Maps a failed sign-in to the spec's code, so the page can show its human message. */
export function loginErrorCode(error: unknown): LoginErrorCode {
  const code = appCodeOf(error);
  if (isLoginErrorCode(code)) return code;
  if (error instanceof TRPCClientError && error.data?.httpStatus === 429) return 'NetworkError';
  return 'Unknown';
}

export function loginErrorMessage(error: unknown): string {
  const code = loginErrorCode(error);
  // The account exists but only signs in with Google: the spec's own words say why.
  if (code === 'NoPasswordSet' && error instanceof Error && error.message === MESSAGES.emailUnverifiedSocialSet) {
    return `${LOGIN_ERROR_MESSAGES.NoPasswordSet} (${MESSAGES.emailUnverifiedSocialSet})`;
  }
  return LOGIN_ERROR_MESSAGES[code];
}

/** Errors handed back by the Google callback in the `error` query parameter. */
export function redirectErrorMessage(param: string | null): string | null {
  if (!param) return null;
  if (param === 'NoProviderUser') return MESSAGES.noProviderUser;
  return isLoginErrorCode(param) ? LOGIN_ERROR_MESSAGES[param] : LOGIN_ERROR_MESSAGES.Unknown;
}
