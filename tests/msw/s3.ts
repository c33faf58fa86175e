import { http, HttpResponse, type HttpHandler } from 'msw';

/** The fake S3-compatible endpoint that tests configure as S3_ENDPOINT. */
export const S3_TEST_ENDPOINT = 'https://s3.test.example';

export interface S3Request {
  method: 'PUT' | 'GET' | 'DELETE';
  bucket: string;
  key: string;
  contentType: string | null;
  /** What a PUT sent; empty for the others. */
  body: Buffer;
  /** The Cache-Control a PUT asked the object to be served with. */
  cacheControl: string | null;
}

/** Every object request the fake endpoint received, for assertions. */
export const s3Requests: S3Request[] = [];

/** What the fake bucket holds, by `<bucket>/<key>`: a PUT stores, a GET reads, a DELETE removes. */
export const s3Objects = new Map<string, { body: Buffer; contentType: string | null }>();

type Params = { bucket: string; key: string[] | string };
const keyOf = (params: Params) => (Array.isArray(params.key) ? params.key.join('/') : params.key);
const signed = (request: Request) => request.headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 ') ?? false;
const s3Error = (status: number, code: string, message: string) =>
  new HttpResponse(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`, { status, headers: { 'content-type': 'application/xml' } });
const accessDenied = () => s3Error(403, 'AccessDenied', 'Access Denied');

// Path-style addressing, as the storage uses whenever S3_ENDPOINT is set: /<bucket>/<key...>.
export const s3Handlers: HttpHandler[] = [
  http.put<Params>(`${S3_TEST_ENDPOINT}/:bucket/:key+`, async ({ request, params }) => {
    if (!signed(request)) return accessDenied();
    const body = Buffer.from(await request.arrayBuffer());
    const key = keyOf(params);
    const contentType = request.headers.get('content-type');
    s3Requests.push({ method: 'PUT', bucket: params.bucket, key, contentType, body, cacheControl: request.headers.get('cache-control') });
    s3Objects.set(`${params.bucket}/${key}`, { body, contentType });
    return new HttpResponse(null, { status: 200, headers: { ETag: `"${s3Requests.length}"` } });
  }),
  http.get<Params>(`${S3_TEST_ENDPOINT}/:bucket/:key+`, ({ request, params }) => {
    if (!signed(request)) return accessDenied();
    const key = keyOf(params);
    s3Requests.push({ method: 'GET', bucket: params.bucket, key, contentType: null, body: Buffer.alloc(0), cacheControl: null });
    const object = s3Objects.get(`${params.bucket}/${key}`);
    if (!object) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
    return new HttpResponse(new Uint8Array(object.body), {
      status: 200,
      headers: { 'content-type': object.contentType ?? 'binary/octet-stream', 'content-length': String(object.body.length), ETag: '"1"' },
    });
  }),
  http.delete<Params>(`${S3_TEST_ENDPOINT}/:bucket/:key+`, ({ request, params }) => {
    if (!signed(request)) return accessDenied();
    const key = keyOf(params);
    s3Requests.push({ method: 'DELETE', bucket: params.bucket, key, contentType: null, body: Buffer.alloc(0), cacheControl: null });
    s3Objects.delete(`${params.bucket}/${key}`);
    return new HttpResponse(null, { status: 204 });
  }),
];
