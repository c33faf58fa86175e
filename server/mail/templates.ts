import { PRODUCT_NAME } from '../../shared/constants.ts';

/**
 * Every mail we send: the Postmark template alias is the key, its model the data. The subject is
 * kept here too so that the local outbox reads like the real mail.
 */
export const MAIL_TEMPLATES = {
  'verify-email': {
    subject: () => `Verify your e-mail for ${PRODUCT_NAME}`,
  },
  'reset-password': {
    subject: () => `Reset your ${PRODUCT_NAME} password`,
  },
  'verify-new-email': {
    subject: () => `Confirm your new e-mail address for ${PRODUCT_NAME}`,
  },
  'email-changed': {
    subject: () => `Your ${PRODUCT_NAME} e-mail address was changed`,
  },
} as const satisfies Record<string, { subject: () => string }>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

export interface MailData {
  'verify-email': { actionUrl: string; email: string };
  'reset-password': { actionUrl: string; email: string };
  'verify-new-email': { actionUrl: string; newEmail: string };
  'email-changed': { newEmail: string; supportUrl: string };
}
