import { Router } from 'express';
import { randomBytes } from 'node:crypto';
import { requireSiteManager } from '../../../domains/sites/site-access.ts';
import { sendAppError } from '../../../errors/http.ts';
import { openUntrustedImage } from '../../../images/decode-limits.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, uploader } from '../uploads/image-upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { SITE_MESSAGES } from '../../../../shared/sites/messages.ts';
import { SITE_LIMITS } from '../../../../shared/sites/blocks.ts';
import type { SiteImage } from '../../../../shared/sites/schemas.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

const widths = [...SITE_LIMITS.imageWidths].sort((a, b) => b - a);
const largest = widths[0]!;

/** At most the largest srcset width on the longer side; smaller widths are made from it. */
const receiveImage = imageUpload({
  maxBytes: SITE_LIMITS.imageMaxBytes,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  shape: (image) => image.resize(largest, largest, { fit: 'inside', withoutEnlargement: true }),
  quality: 80,
});

/**
 * A website's images (hero, gallery, logos, sponsors) through the one upload pipeline, stored at
 * the responsive widths of SITE_LIMITS.imageWidths so a phone loads the small one (srcset). Only
 * those who may edit the site upload; the draft then refers to the returned URLs.
 */
export function siteImageRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/site-images/:websiteId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const websiteId = String(req.params.websiteId);
    if (!isUuid(websiteId)) return res.status(404).json({ error: SITE_MESSAGES.notFound });
    try {
      await requireSiteManager(deps.db, user.id, websiteId);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    const webp = await receiveImage(req, res);
    if (!webp) return;
    const base = `sites/${websiteId}/${randomBytes(16).toString('hex')}`;
    const { width: fullWidth = largest } = await openUntrustedImage(webp).metadata();
    const stored: string[] = [];
    try {
      const sources: SiteImage['sources'] = [];
      for (const width of widths) {
        if (width < fullWidth || width === widths[0]) {
          const bytes = width >= fullWidth ? webp : await openUntrustedImage(webp).resize(width).webp({ quality: 80 }).toBuffer();
          const url = await storage.put(`${base}-${width}.webp`, bytes, 'image/webp');
          stored.push(url);
          sources.push({ url, width: Math.min(width, fullWidth) });
        }
      }
      sources.sort((a, b) => a.width - b.width);
      const image: SiteImage = { url: sources[sources.length - 1]!.url, alt: '', sources };
      return res.json(image);
    } catch (err) {
      await Promise.all(stored.map((url) => storage.remove(url).catch(() => {})));
      req.log?.error({ err }, 'site image storage failed');
      return res.status(502).json({ error: UPLOAD_MESSAGES.failed });
    }
  });
  return routes;
}
