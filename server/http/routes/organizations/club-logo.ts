import { Router } from 'express';
import { requirePermission } from '../../../access/permissions.ts';
import { sendAppError } from '../../../errors/http.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, storeReplacing, uploader } from '../uploads/image-upload.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** Square, cropped to fill: a club's logo is sized as its teams' are. */
const receiveLogo = imageUpload({
  maxBytes: TEAM_LIMITS.logoMaxBytes,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  shape: (image) => image.resize(TEAM_LIMITS.logoPx, TEAM_LIMITS.logoPx, { fit: 'cover' }),
  quality: 85,
});

/** A club's logo (issue 34): uploaded by those who may edit the club, through the team logo's pipeline. */
export function clubLogoRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;
  const mayEdit = (db: AppDeps['db'], organizationId: string, userId: string) =>
    requirePermission(db, { userId }, 'editOrganization', { kind: 'organization', organizationId }, { message: M.notAllowed });

  routes.post('/uploads/club-logo/:organizationId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const organizationId = String(req.params.organizationId);
    if (!isUuid(organizationId)) return res.status(404).json({ error: M.notFound });
    try {
      await mayEdit(deps.db, organizationId, user.id);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    const webp = await receiveLogo(req, res);
    if (!webp) return;
    const logoUrl = await storeReplacing(storage, req, res, `club-logos/${organizationId}`, webp, (url) =>
      deps.db.transaction().execute(async (trx) => {
        // Checked again under the row lock: the role could have changed while the image uploaded.
        await mayEdit(trx, organizationId, user.id);
        const row = await trx.selectFrom('organizations').select('logoUrl').where('id', '=', organizationId).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('organizations').set({ logoUrl: url }).where('id', '=', organizationId).execute();
        return row.logoUrl;
      }),
    );
    if (!logoUrl) return;
    return res.json({ logoUrl });
  });
  return routes;
}
