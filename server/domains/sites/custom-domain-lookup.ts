import type { Database } from '../../db/database.ts';
import { CUSTOM_DOMAIN_LIMITS as L, hostnameProblem, normalizeHostname } from '../../../shared/custom-domains/custom-domains.ts';

export interface DomainSite {
  websiteId: string;
  teamId: string | null;
  organizationId: string | null;
  title: string;
  publishedVersion: number | null;
}

/** A Host header's name as stored, or null when it could be no custom domain (too long, an IP, a bare name). */
export function hostnameOf(host: string | undefined): string | null {
  if (!host || host.length > L.hostnameMax + 1) return null;
  const hostname = normalizeHostname(host);
  return hostnameProblem(hostname) === null ? hostname : null;
}

/** The website a VERIFIED custom domain shows; null for an unknown, pending or failed one. */
export async function verifiedDomainSite(db: Database, hostname: string): Promise<DomainSite | null> {
  const row = await db
    .selectFrom('customDomains as d')
    .innerJoin('websites as w', 'w.id', 'd.websiteId')
    .select(['w.id as websiteId', 'w.teamId', 'w.organizationId', 'w.title', 'w.publishedVersion'])
    .where('d.hostname', '=', hostname)
    .where('d.status', '=', 'verified')
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the TLS proxy may get a certificate for `domain`: only for a verified custom domain. */
export async function isVerifiedDomain(db: Database, domain: string): Promise<boolean> {
  const hostname = hostnameOf(domain);
  return hostname !== null && (await verifiedDomainSite(db, hostname)) !== null;
}

/** The site's pages for its domain's sitemap: the home page (the first) at "/", the others at "/{slug}". */
export async function publishedSitePaths(db: Database, site: DomainSite): Promise<{ path: string; lastModified: Date }[]> {
  if (site.publishedVersion === null) return [];
  const pages = await db
    .selectFrom('websitePagesRendered')
    .select(['slug', 'position', 'renderedAt'])
    .where('websiteId', '=', site.websiteId)
    .orderBy('position')
    .limit(100)
    .execute();
  return pages.map((page) => ({ path: page.position === 0 ? '/' : `/${page.slug}`, lastModified: page.renderedAt }));
}
