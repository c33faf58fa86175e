import { Router, type Request } from 'express';
import { BlockList, isIP } from 'node:net';
import type { Database } from '../../../db/database.ts';
import { HTTP_LIMITS } from '../../../../shared/limits/limits.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const isLoopbackAddress = (address: string | undefined): boolean => {
  const family = address ? isIP(address) : 0;
  // IPv4-mapped IPv6 peers (::ffff:127.0.0.1) are checked against the IPv4 subnet.
  return family !== 0 && LOOPBACK.check(address!, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The request comes from this machine: judged by the socket's peer, never by X-Forwarded-For,
 * which any client writes. And it is addressed to this machine or to our own origin by name: a
 * page on another site whose name was rebound to 127.0.0.1 (DNS rebinding) reaches loopback too,
 * but with its own name in the Host header.
 */
export function isLocalRequest(req: Request, appHostname: string): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return false;
  const host = req.headers.host;
  if (!host || host.length > HTTP_LIMITS.hostMaxLength) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === appHostname || isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a data value, turning our own absolute URLs into links. */
function renderValue(value: unknown, appOrigin: string): string {
  if (typeof value === 'string' && value.startsWith(appOrigin)) {
    return `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`;
  }
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * The local mail outbox: in development, this is how a newcomer reads their verification mail.
 * Never mounted in production, where it would hand out sign-in links; and even in development
 * shown only to this machine, since its reset links sign in as anyone.
 */
export function devOutboxRoutes(db: Database, appOrigin: string): Router {
  const routes = Router();
  const appHostname = new URL(appOrigin).hostname;
  routes.get('/dev/outbox', async (req, res) => {
    if (!isLocalRequest(req, appHostname)) return res.status(404).json({ error: 'Not found' });
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
