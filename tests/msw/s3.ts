import { http, HttpResponse, type HttpHandler } from 'msw';

/** The fake S3-compatible endpoint that tests configure as S3_ENDPOINT. */
export const S3_TEST_ENDPOINT = 'https://s3.test.example';

export interface S3Request {
  method: 'PUT' | 'DELETE';
  bucket: string;
  key: string;
  contentType: string | null;
  body: Buffer;
}

/** Every object request the fake endpoint received, for assertions. */
export const s3Requests: S3Request[] = [];

type Params = { bucket: string; key: string };
const signed = (request: Request) => request.headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 ') ?? false;
const accessDenied = () =>
  new HttpResponse('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>', {
    status: 403,
    headers: { 'content-type': 'application/xml' },
  });

// Path-style addressing, as the storage uses whenever S3_ENDPOINT is set: /<bucket>/<key...>.
export const s3Handlers: HttpHandler[] = [
  http.put<Params>(`${S3_TEST_ENDPOINT}/:bucket/:key+`, async ({ request, params }) => {
    if (!signed(request)) return accessDenied();
    const body = Buffer.from(await request.arrayBuffer());
    s3Requests.push({ method: 'PUT', bucket: params.bucket, key: params.key, contentType: request.headers.get('content-type'), body });
    return new HttpResponse(null, { status: 200, headers: { ETag: `"${s3Requests.length}"` } });
  }),
  http.delete<Params>(`${S3_TEST_ENDPOINT}/:bucket/:key+`, ({ request, params }) => {
    if (!signed(request)) return accessDenied();
    s3Requests.push({ method: 'DELETE', bucket: params.bucket, key: params.key, contentType: null, body: Buffer.alloc(0) });
    return new HttpResponse(null, { status: 204 });
  }),
];
