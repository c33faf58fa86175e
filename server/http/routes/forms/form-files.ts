import { Router, type Request, type Response } from 'express';
import { authenticateExpressRequest } from '../../../auth/authenticate-request.ts';
import { mayFill, findForm } from '../../../domains/forms/form-access.ts';
import { downloadName, readFormFile, storeFormFile } from '../../../domains/forms/form-files.ts';
import { AppError } from '../../../errors/app-error.ts';
import { sendAppError } from '../../../errors/http.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, uploader } from '../uploads/image-upload.ts';
import { readRawBody, refuseBody } from '../../middleware/raw-body.ts';
import type { FormDefinition } from '../../../../shared/forms/definition.ts';
import { FORM_FILE_TYPES } from '../../../../shared/forms/fields.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { FORM_FILE_RATE_LIMIT } from '../../../../shared/limits/rate-limits.ts';
import { FORM_FILE_MESSAGES, FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

const IMAGE_TYPES: readonly string[] = FORM_FILE_TYPES.image;

/** Upright, no larger than FORM_LIMITS.fileImageMaxPx on its longest side, without its metadata. */
const receiveImage = imageUpload({
  maxBytes: FORM_LIMITS.fileMaxBytes,
  tooLargeMessage: FORM_FILE_MESSAGES.tooLarge,
  shape: (image) => image.resize(FORM_LIMITS.fileImageMaxPx, FORM_LIMITS.fileImageMaxPx, { fit: 'inside', withoutEnlargement: true }),
  quality: 82,
});

/** A PDF by its bytes: the header at the start and the end-of-file marker near the end, whatever the name says. */
function isPdf(body: Buffer): boolean {
  return (
    body.length > 16 &&
    body.subarray(0, 5).toString('latin1') === '%PDF-' &&
    body
      .subarray(Math.max(0, body.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  );
}

/** What the published version's file fields accept, together. */
function acceptedTypes(definition: FormDefinition): Set<string> {
  const types = new Set<string>();
  for (const field of definition.fields) if (field.type === 'file') for (const type of FORM_FILE_TYPES[field.accept]) types.add(type);
  return types;
}

const notFound = (res: Response) => res.status(404).json({ error: 'Not found' });

/**
 * POST /uploads/form-file/<formId>?name=<file name>: a file for a form's answer, from someone who
 * may fill the form. Images go through the avatar's pipeline (decoded, re-encoded to WebP); a PDF
 * is kept as sent once its bytes say it is one. Either goes to private storage: answers name the
 * file by the id returned here, and it is read only through GET /forms/<formId>/files/<fileId>.
 */
export function formFileRoutes(deps: AppDeps): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/form-file/:formId', async (req: Request, res: Response) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const formId = String(req.params.formId);
    if (!isUuid(formId)) return res.status(404).json({ error: FORM_MESSAGES.notFound });
    const name =
      String(req.query.name ?? '')
        .trim()
        .slice(0, FORM_LIMITS.fileNameMax) || 'file';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) return res.status(400).json({ error: FORM_FILE_MESSAGES.failed });

    let accepted: Set<string>;
    try {
      await deps.rateLimiter.enforce([{ key: `form-file:${user.id}`, limit: FORM_FILE_RATE_LIMIT }]);
      const form = await findForm(deps.db, formId);
      if (!(await mayFill(deps.db, form, user.id)) || form.status !== 'published' || !form.publishedVersionId)
        return res.status(404).json({ error: FORM_MESSAGES.notFound });
      const version = await deps.db.selectFrom('formVersions').select('definition').where('id', '=', form.publishedVersionId).executeTakeFirstOrThrow();
      accepted = acceptedTypes(version.definition as unknown as FormDefinition);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    if (accepted.size === 0) return res.status(400).json({ error: FORM_FILE_MESSAGES.noFileField });
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!accepted.has(type)) {
      const which = accepted.has('application/pdf') ? (accepted.has('image/png') ? 'imageOrPdf' : 'pdf') : 'image';
      return res.status(415).json({ error: FORM_FILE_MESSAGES.wrongType[which] });
    }

    let body: Buffer;
    let contentType: 'image/webp' | 'application/pdf';
    if (IMAGE_TYPES.includes(type)) {
      const webp = await receiveImage(req, res);
      if (!webp) return;
      body = webp;
      contentType = 'image/webp';
    } else {
      const read = await readRawBody(req, FORM_LIMITS.fileMaxBytes);
      if (!read.ok) return refuseBody(res, read.status, { error: read.status === 413 ? FORM_FILE_MESSAGES.tooLarge : FORM_FILE_MESSAGES.notAPdf });
      if (!isPdf(read.body)) return res.status(400).json({ error: FORM_FILE_MESSAGES.notAPdf });
      body = read.body;
      contentType = 'application/pdf';
    }

    let stored: { fileId: string; url: string };
    try {
      stored = await storeFormFile(deps, { formId, userId: user.id, name, contentType, body });
    } catch (err) {
      req.log?.error({ err }, 'form file storage failed');
      return res.status(502).json({ error: FORM_FILE_MESSAGES.failed });
    }
    return res.json({ fileId: stored.fileId, name, url: stored.url, contentType });
  });

  /**
   * GET /forms/<formId>/files/<fileId>: a form file, for its uploader and the form's managers,
   * checked on every request (the session cookie goes with a same-origin link). Anyone else,
   * signed out included, gets 404: a private document does not say it exists. Never cached
   * outside the browser, never sniffed, always a download.
   */
  routes.get('/forms/:formId/files/:fileId', async (req: Request, res: Response) => {
    const formId = String(req.params.formId);
    const fileId = String(req.params.fileId);
    if (!isUuid(formId) || !isUuid(fileId)) return notFound(res);
    res.setHeader('Cache-Control', 'private, no-store');
    const auth = await authenticateExpressRequest(deps.db, req, res, secure);
    if (!auth) return notFound(res);
    let file: Awaited<ReturnType<typeof readFormFile>>;
    try {
      file = await readFormFile(deps, auth.user.id, formId, fileId);
    } catch (err) {
      if (err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'FORBIDDEN')) return notFound(res);
      throw err;
    }
    res.attachment(downloadName(file.name, file.contentType));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Should a browser render it anyway, it runs nothing and loads nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    return res.send(file.body);
  });
  return routes;
}
