import { Router } from 'express';
import { requireTeamPermission } from '../../../domains/teams/access.ts';
import { sendAppError } from '../../../errors/http.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, storeReplacing, uploader } from '../uploads/image-upload.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** Square, cropped to fill. */
const receiveLogo = imageUpload({
  maxBytes: TEAM_LIMITS.logoMaxBytes,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  shape: (image) => image.resize(TEAM_LIMITS.logoPx, TEAM_LIMITS.logoPx, { fit: 'cover' }),
  quality: 85,
});

/** A team's logo: uploaded by those who may edit the team (shared/teams/teams.ts), through the avatar's pipeline. */
export function teamLogoRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/team-logo/:teamId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const teamId = String(req.params.teamId);
    if (!isUuid(teamId)) return res.status(404).json({ error: TEAM_MESSAGES.notFound });
    try {
      await requireTeamPermission(deps.db, teamId, user.id, 'editTeam');
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    const webp = await receiveLogo(req, res);
    if (!webp) return;
    const logoUrl = await storeReplacing(storage, req, res, `team-logos/${teamId}`, webp, (url) =>
      deps.db.transaction().execute(async (trx) => {
        // Checked again under the row lock: the role could have changed while the image uploaded.
        await requireTeamPermission(trx, teamId, user.id, 'editTeam');
        const row = await trx.selectFrom('teams').select('logoUrl').where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('teams').set({ logoUrl: url, updatedAt: new Date() }).where('id', '=', teamId).execute();
        return row.logoUrl;
      }),
    );
    if (!logoUrl) return;
    return res.json({ logoUrl });
  });
  return routes;
}
