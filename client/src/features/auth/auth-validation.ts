import { fieldErrors } from '../../lib/form-errors.ts';
import * as schemas from '../../../../shared/auth/schemas.ts';

export type AuthFormSchema = 'signInInput' | 'signUpInput' | 'requestPasswordResetInput' | 'resetPasswordInput';

/** The sign-in and sign-up forms' field errors, from the schemas the server runs. Loaded lazily (validate-auth-form.ts). */
export const authFieldErrors = (schema: AuthFormSchema, values: unknown) => fieldErrors(schemas[schema], values);
