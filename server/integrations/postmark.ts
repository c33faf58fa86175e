import { ServerClient } from 'postmark';

export interface TemplatedMail {
  from: string;
  to: string;
  template: string;
  model: Record<string, unknown>;
  /** Postmark keeps this with the message so a retried job can be traced. */
  outboxId: string;
}

/** One mail's outcome in a batch: Postmark accepts or refuses each message on its own. */
export type BatchOutcome = { ok: true; messageId: string } | { ok: false; error: string };

export interface MailProvider {
  /** Sends up to POSTMARK_BATCH_MAX mails in one request; the outcomes are in the mails' order. */
  sendBatch(mails: TemplatedMail[]): Promise<BatchOutcome[]>;
}

/** Postmark's limit for one batch request. */
export const POSTMARK_BATCH_MAX = 500;

export function postmarkProvider(token: string, options: { requestHost?: string } = {}): MailProvider {
  // requestHost points the SDK at a local stand-in (the mail benchmark); unset, it talks to api.postmarkapp.com.
  const client = new ServerClient(token, options.requestHost ? { requestHost: options.requestHost, useHttps: false } : {});
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
        return { ok: false, error: response ? `${response.ErrorCode}: ${response.Message}`.slice(0, 500) : 'No answer for this message' };
      });
    },
  };
}
