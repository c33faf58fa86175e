import * as z from 'zod/mini';
import { CUSTOM_DOMAIN_LIMITS as L, CUSTOM_DOMAIN_MESSAGES as M, DOMAIN_STATUSES, hostnameProblem, normalizeHostname } from './custom-domains.ts';
import { text } from '../common/text.ts';

/** A domain as typed: bounded and free of control characters before anything else runs, then normalised and checked. */
export const hostnameSchema = text(L.hostnameMax + 1, { trim: true, maxMessage: M.hostnameTooLong }).check(
  z.minLength(1, { error: M.hostnameRequired, abort: true }),
  z.overwrite(normalizeHostname),
  z.superRefine((value, ctx) => {
    const problem = hostnameProblem(value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  }),
);

export const addDomainInput = z.object({ websiteId: z.uuid(), hostname: hostnameSchema });
export type AddDomainInput = z.input<typeof addDomainInput>;
export const websiteDomainsInput = z.object({ websiteId: z.uuid() });
export const domainIdInput = z.object({ domainId: z.uuid() });

/** A domain as its owners see it, with the TXT record to create. */
export const customDomainOutput = z.object({
  id: z.string(),
  websiteId: z.string(),
  hostname: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  txtName: z.string(),
  txtValue: z.string(),
  attempts: z.number(),
  lastCheckedAt: z.nullable(z.date()),
  verifiedAt: z.nullable(z.date()),
  createdAt: z.date(),
});
export type CustomDomain = z.output<typeof customDomainOutput>;
export const customDomainsOutput = z.array(customDomainOutput);

/** The websites the viewer may give a domain to, for the /custom-website page's picker. */
export const manageableWebsitesOutput = z.array(
  z.object({ id: z.string(), title: z.string(), published: z.boolean(), ownerName: z.string(), domains: z.number() }),
);
