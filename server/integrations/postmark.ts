import { ServerClient } from 'postmark';

export interface TemplatedMail {
  from: string;
  to: string;
  template: string;
  model: Record<string, unknown>;
  /** Postmark keeps this with the message so a retried job can be traced. */
  outboxId: string;
}

export interface MailProvider {
  send(mail: TemplatedMail): Promise<{ messageId: string }>;
}

export function postmarkProvider(token: string): MailProvider {
  const client = new ServerClient(token);
  return {
    async send(mail) {
      const response = await client.sendEmailWithTemplate({
        From: mail.from,
        To: mail.to,
        TemplateAlias: mail.template,
        TemplateModel: mail.model,
        MessageStream: 'outbound',
        Metadata: { outboxId: mail.outboxId },
      });
      return { messageId: response.MessageID };
    },
  };
}
