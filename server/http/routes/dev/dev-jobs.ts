import { Router } from 'express';
import { sendBalanceReminders } from '../../../domains/forms/balance-reminders.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { isLocalRequest } from './dev-outbox.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Daily jobs run on demand, as of a chosen day, so a developer (or an end-to-end test) sees
 * tomorrow's reminder mails today. Like the outbox: never mounted in production, and answered
 * only on this machine.
 */
export function devJobRoutes(deps: AppDeps): Router {
  const routes = Router();
  const appHostname = new URL(deps.env.APP_ORIGIN).hostname;
  routes.post('/dev/jobs/forms.balance-reminders', async (req, res) => {
    if (!isLocalRequest(req, appHostname)) return res.status(404).json({ error: 'Not found' });
    const asOf = String(req.query.asOf ?? '');
    if (asOf && !DAY.test(asOf)) return res.status(400).json({ error: 'asOf is a day, yyyy-mm-dd' });
    const sent = await sendBalanceReminders(deps, asOf ? new Date(`${asOf}T12:00:00Z`) : new Date());
    return res.json({ sent });
  });
  return routes;
}
