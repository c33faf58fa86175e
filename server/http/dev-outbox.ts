import { Router } from 'express';
import type { Database } from '../db/database.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a data value, turning our own absolute URLs into links. */
function renderValue(value: unknown, appOrigin: string): string {
  if (typeof value === 'string' && value.startsWith(appOrigin)) {
    return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  }
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * The local mail outbox: in development, this is how a newcomer reads their verification mail.
 * Never mounted in production, where it would hand out sign-in links.
 */
export function devOutboxRoutes(db: Database, appOrigin: string): Router {
  const routes = Router();
  routes.get('/dev/outbox', async (_req, res) => {
    const mails = await db.selectFrom('mailOutbox').selectAll().orderBy('createdAt', 'desc').limit(100).execute();
    const rows = mails
      .map((mail) => {
        const data = Object.entries(mail.data as Record<string, unknown>)
          .map(([key, value]) => `<div><b>${escapeHtml(key)}</b>: ${renderValue(value, appOrigin)}</div>`)
          .join('');
        return `<tr data-testid="outbox-row"><td>${escapeHtml(mail.createdAt.toISOString())}</td><td>${escapeHtml(mail.toAddress)}</td><td>${escapeHtml(mail.subject)}</td><td>${escapeHtml(mail.template)}</td><td>${data}</td><td>${escapeHtml(mail.status)}</td></tr>`;
      })
      .join('');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}</style>
</head><body><h1>Mail outbox</h1><p>Mail that would have been sent. Newest first.</p>
<table><thead><tr><th>When</th><th>Recipient</th><th>Subject</th><th>Template</th><th>Data</th><th>Status</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No mail yet.</td></tr>'}</tbody></table></body></html>`);
  });
  return routes;
}
