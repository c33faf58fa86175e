import { ServerClient } from 'postmark';

export interface TemplatedMail {
  from: string;
  to: string;
  template: string;
  model: Record<string, unknown>;
  /** Postmark keeps this with the message so a retried job can be traced. */
  outboxId: string;
}

/**
 * One mail's outcome in a batch: Postmark accepts or refuses each message on its own. A permanent
 * refusal (an invalid address, an inactive recipient) will not change on retry.
 */
export type BatchOutcome = { ok: true; messageId: string } | { ok: false; error: string; permanent: boolean };

/** Postmark's codes for a recipient that no retry will reach: 300 invalid e-mail request, 406 inactive recipient. */
const PERMANENT_ERROR_CODES = new Set([300, 406]);

export interface MailProvider {
  /** Sends up to POSTMARK_BATCH_MAX mails in one request; the outcomes are in the mails' order. */
  sendBatch(mails: TemplatedMail[]): Promise<BatchOutcome[]>;
}

/** Postmark's limit for one batch request. */
export const POSTMARK_BATCH_MAX = 500;

export function postmarkProvider(token: string, options: { requestHost?: string } = {}): MailProvider {
  // requestHost points the SDK at a local stand-in (the mail benchmark); unset, it talks to api.postmarkapp.com.
  // A 10 s timeout keeps a hung request inside the mail job's 15 s expiry (job-kinds.ts).
  const client = new ServerClient(token, { timeout: 10, ...(options.requestHost ? { requestHost: options.requestHost, useHttps: false } : {}) });
  return {
    async sendBatch(mails) {
      const responses = await client.sendEmailBatchWithTemplates(
        mails.map((mail) => ({
          From: mail.from,
          To: mail.to,
          TemplateAlias: mail.template,
          TemplateModel: mail.model,
          MessageStream: 'outbound',
          Metadata: { outboxId: mail.outboxId },
        })),
      );
      return mails.map((_, index) => {
        const response = responses[index];
        if (response && response.ErrorCode === 0 && response.MessageID) return { ok: true, messageId: response.MessageID };
        if (!response) return { ok: false, error: 'No answer for this message', permanent: false };
        return { ok: false, error: `${response.ErrorCode}: ${response.Message}`.slice(0, 500), permanent: PERMANENT_ERROR_CODES.has(response.ErrorCode) };
      });
    },
  };
}
