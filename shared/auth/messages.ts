import type { LoginErrorCode } from './login-errors.ts';

export const LOGIN_ERROR_MESSAGES: Record<LoginErrorCode, string> = {
  EmailNotFound: 'We could not find an account with that e-mail. Check it, or sign up.',
  InvalidUser: 'That e-mail and password do not match.',
  NetworkError: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  CancelledByUser: 'Sign-in was cancelled.',
  NoPasswordSet: 'This account signs in with Google. Use "Continue with Google", or reset your password to add one.',
  Unknown: 'Something went wrong signing you in. Please try again.',
};
