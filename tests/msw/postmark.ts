import { http, HttpResponse } from 'msw';

export interface SentPostmarkMail {
  From: string;
  To: string;
  TemplateAlias: string;
  TemplateModel: Record<string, unknown>;
  Metadata?: Record<string, string>;
}

/** Every mail Postmark accepted, for assertions. */
export const postmarkOutbox: SentPostmarkMail[] = [];
/** How many messages each batch request carried. */
export const postmarkBatches: number[] = [];

/** A recipient Postmark refuses for good inside a batch (Postmark's "inactive recipient", 406). */
export const REFUSED_RECIPIENT_MARK = 'inactive';
/** Addresses Postmark refuses once, as a passing failure would (each is removed when refused). */
export const refuseOnce = new Set<string>();

export const postmarkHandlers = [
  http.post('https://api.postmarkapp.com/email/batchWithTemplates', async ({ request }) => {
    if (!request.headers.get('X-Postmark-Server-Token')) {
      return HttpResponse.json({ ErrorCode: 10, Message: 'No Account or Server API tokens were supplied in the HTTP headers.' }, { status: 401 });
    }
    const body = (await request.json()) as { Messages: SentPostmarkMail[] };
    postmarkBatches.push(body.Messages.length);
    return HttpResponse.json(
      body.Messages.map((message) => {
        if (refuseOnce.delete(message.To)) return { ErrorCode: 405, Message: 'Not allowed to send right now.', To: message.To };
        if (message.To.includes(REFUSED_RECIPIENT_MARK)) {
          return { ErrorCode: 406, Message: 'You tried to send to a recipient that has been marked as inactive.', To: message.To };
        }
        postmarkOutbox.push(message);
        return { To: message.To, SubmittedAt: new Date().toISOString(), MessageID: `pm-${postmarkOutbox.length}`, ErrorCode: 0, Message: 'OK' };
      }),
    );
  }),
];
