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

/** A recipient Postmark refuses on its own inside a batch (Postmark's "inactive recipient"). */
export const REFUSED_RECIPIENT_MARK = 'inactive';

export const postmarkHandlers = [
  http.post('https://api.postmarkapp.com/email/batchWithTemplates', async ({ request }) => {
    if (!request.headers.get('X-Postmark-Server-Token')) {
      return HttpResponse.json({ ErrorCode: 10, Message: 'No Account or Server API tokens were supplied in the HTTP headers.' }, { status: 401 });
    }
    const body = (await request.json()) as { Messages: SentPostmarkMail[] };
    postmarkBatches.push(body.Messages.length);
    return HttpResponse.json(
      body.Messages.map((message) => {
        if (message.To.includes(REFUSED_RECIPIENT_MARK)) {
          return { ErrorCode: 406, Message: 'You tried to send to a recipient that has been marked as inactive.', To: message.To };
        }
        postmarkOutbox.push(message);
        return { To: message.To, SubmittedAt: new Date().toISOString(), MessageID: `pm-${postmarkOutbox.length}`, ErrorCode: 0, Message: 'OK' };
      }),
    );
  }),
];
