/**
 * Login error codes of spec section 8 and the human message the client shows for each.
 * The server sends the code in the error's data; the client never parses messages.
 */
export const LOGIN_ERROR_CODES = ['EmailNotFound', 'InvalidUser', 'NetworkError', 'CancelledByUser', 'NoPasswordSet', 'Unknown'] as const;

export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === 'string' && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}
