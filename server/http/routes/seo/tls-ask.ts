import { Router } from 'express';
import type { Deps } from '../../../deps.ts';
import { isVerifiedDomain } from '../../../domains/sites/custom-domain-lookup.ts';

/**
 * The TLS terminator's question (docs/custom-domains.md): may it get a certificate for this name?
 * Caddy's on_demand_tls `ask` contract: GET ?domain=<name>, any 2xx means yes, anything else no.
 * Yes only for a verified custom domain, so nobody can make the proxy request certificates for
 * names that are not ours to serve. The answer carries nothing else.
 */
export function tlsAskRoutes(deps: Deps<'db'>): Router {
  const routes = Router();
  routes.get('/internal/tls/ask', async (req, res) => {
    const domain = req.query['domain'];
    const verified = typeof domain === 'string' && (await isVerifiedDomain(deps.db, domain));
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(verified ? 200 : 404)
      .type('text')
      .send(verified ? 'ok' : 'unknown domain');
  });
  return routes;
}
