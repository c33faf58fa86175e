import { Router, type Request, type Response } from 'express';
import { authenticateExpressRequest } from '../../../auth/authenticate-request.ts';
import { signedRecord } from '../../../domains/forms/submissions.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/**
 * GET /forms/<formId>/submissions/<submissionId>/signed.pdf: a submission's signed record, for
 * its submitter and the form's managers (signed in by the session cookie). A plain route so a
 * link downloads it; anyone else, and a submission with nothing signed, gets 404.
 */
export function formRecordRoutes(deps: AppDeps): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;
  routes.get('/forms/:formId/submissions/:submissionId/signed.pdf', async (req: Request, res: Response) => {
    const formId = String(req.params.formId);
    const submissionId = String(req.params.submissionId);
    if (!isUuid(formId) || !isUuid(submissionId)) return res.status(404).json({ error: 'Not found' });
    const auth = await authenticateExpressRequest(deps.db, req, res, secure);
    if (!auth) return res.status(401).json({ error: APP_MESSAGES.signInRequired });
    try {
      const record = await signedRecord(deps.db, auth.user.id, formId, submissionId);
      if (!record) return res.status(404).json({ error: 'Not found' });
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${record.filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      return res.send(Buffer.from(record.pdf));
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return res.status(404).json({ error: 'Not found' });
      throw error;
    }
  });
  return routes;
}
