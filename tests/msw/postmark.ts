import { http, HttpResponse } from 'msw';

export interface SentPostmarkMail {
  From: string;
  To: string;
  TemplateAlias: string;
  TemplateModel: Record<string, unknown>;
}

/** Every mail Postmark was asked to send, for assertions. */
export const postmarkOutbox: SentPostmarkMail[] = [];

export const postmarkHandlers = [
  http.post('https://api.postmarkapp.com/email/withTemplate', async ({ request }) => {
    if (!request.headers.get('X-Postmark-Server-Token')) {
      return HttpResponse.json({ ErrorCode: 10, Message: 'No Account or Server API tokens were supplied in the HTTP headers.' }, { status: 401 });
    }
    const body = (await request.json()) as SentPostmarkMail;
    postmarkOutbox.push(body);
    return HttpResponse.json({
      To: body.To,
      SubmittedAt: new Date().toISOString(),
      MessageID: `pm-${postmarkOutbox.length}`,
      ErrorCode: 0,
      Message: 'OK',
    });
  }),
];
