import { Router, type Request, type Response } from 'express';
import { renderCalendarFeed, renderEventIcs } from '../../../domains/events/calendar-feed.ts';
import { AppError } from '../../../errors/app-error.ts';
import { authenticateExpressRequest } from '../../../auth/authenticate-request.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

function sendIcs(res: Response, body: string, filename: string) {
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  // Private to one user and read fresh on every poll, so changes show at the next refresh.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.send(body);
}

/**
 * The iCal routes: GET /calendar/<token>.ics, a user's private feed (the token is the credential:
 * calendar apps cannot sign in), and GET /events/<id>.ics, one event as a download for a viewer
 * who may see it (signed in by the session cookie, or public events for anyone).
 */
export function calendarRoutes(deps: AppDeps): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.get('/calendar/:file', async (req: Request, res: Response) => {
    const file = String(req.params.file);
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const body = token ? await renderCalendarFeed(deps, token) : null;
    if (body === null) return res.status(404).json({ error: 'Not found' });
    return sendIcs(res, body, 'rally.ics');
  });

  routes.get('/events/:file', async (req: Request, res: Response) => {
    const file = String(req.params.file);
    const eventId = file.endsWith('.ics') ? file.slice(0, -4) : '';
    if (!isUuid(eventId)) return res.status(404).json({ error: 'Not found' });
    const auth = await authenticateExpressRequest(deps.db, req, res, secure);
    try {
      return sendIcs(res, await renderEventIcs(deps, eventId, auth?.user.id ?? null), `event-${eventId}.ics`);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return res.status(404).json({ error: 'Not found' });
      throw error;
    }
  });
  return routes;
}
