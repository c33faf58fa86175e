import { z } from 'zod';
import { DOMAIN_STATUSES } from '../../../shared/custom-domains/custom-domains.ts';

/** What the custom-domain procedures answer (issue 35): nothing beyond what the owners' page shows. */
export const customDomainOutput = z.object({
  id: z.string(),
  websiteId: z.string(),
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  txtName: z.string(),
  txtValue: z.string(),
  attempts: z.number(),
  lastCheckedAt: z.date().nullable(),
  verifiedAt: z.date().nullable(),
  createdAt: z.date(),
});
export const customDomainsOutput = z.array(customDomainOutput);

/** The websites the viewer may give a domain to, for the /custom-website page's picker. */
export const manageableWebsitesOutput = z.array(
  z.object({ id: z.string(), title: z.string(), published: z.boolean(), ownerName: z.string(), domains: z.number() }),
);
