import * as z from 'zod/mini';
import { CUSTOM_DOMAIN_LIMITS as L, CUSTOM_DOMAIN_MESSAGES as M, hostnameProblem, normalizeHostname, type DomainStatus } from './custom-domains.ts';
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

/** A domain as its owners see it, with the TXT record to create (the server's output schema: server/domains/sites/custom-domain-outputs.ts). */
export interface CustomDomain {
  id: string;
  websiteId: string;
  hostname: string;
  status: DomainStatus;
  txtName: string;
  txtValue: string;
  attempts: number;
  lastCheckedAt: Date | null;
  verifiedAt: Date | null;
  createdAt: Date;
}
