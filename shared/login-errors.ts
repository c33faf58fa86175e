/**
 * Login error codes of spec section 8 and the human message the client shows for each.
 * The server sends the code in the error's data; the client never parses messages.
 */
export const LOGIN_ERROR_CODES = [
  'EmailNotFound',
  'InvalidUser',
  'NetworkError',
  'CancelledByUser',
  'NoPasswordSet',
  'Unknown',
] as const;

export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export const LOGIN_ERROR_MESSAGES: Record<LoginErrorCode, string> = {
  EmailNotFound: 'We could not find an account with that e-mail. Check it, or sign up.',
  InvalidUser: 'That e-mail and password do not match.',
  NetworkError: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  CancelledByUser: 'Sign-in was cancelled.',
  NoPasswordSet: 'This account signs in with Google. Use "Continue with Google", or reset your password to add one.',
  Unknown: 'Something went wrong signing you in. Please try again.',
};

export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === 'string' && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}
