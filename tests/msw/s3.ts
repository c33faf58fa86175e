import type { HttpHandler } from 'msw';

/** S3-compatible object storage: filled in with avatar storage. */
export const s3Handlers: HttpHandler[] = [];
