import type { Deps } from '../../deps.ts';
import { CUSTOM_DOMAIN_LIMITS as L, txtRecordName, txtRecordValue } from '../../../shared/custom-domains/custom-domains.ts';

export type DomainCheckOutcome = 'verified' | 'pending' | 'failed' | 'missing' | 'unchanged';

/**
 * Looks for a domain's TXT proof and records what it found. Idempotent, so the job may run twice:
 * a verified domain stays verified (re-checks of verified domains are not this job's), a missing
 * row (removed meanwhile) is nothing to do. Found: verified. Not found: still pending, until the
 * attempts run out, then failed; "Check now" (manual) looks again even at a failed one, and finding
 * the record then verifies it (the job leaves failed ones alone). A DNS error other than "no such record" is thrown for a retry.
 */
export async function checkCustomDomain(deps: Deps<'db' | 'dns' | 'clock'>, domainId: string, options: { manual?: boolean } = {}): Promise<DomainCheckOutcome> {
  const domain = await deps.db
    .selectFrom('customDomains')
    .select(['id', 'hostname', 'verificationToken', 'status', 'attempts'])
    .where('id', '=', domainId)
    .executeTakeFirst();
  if (!domain) return 'missing';
  if (domain.status === 'verified' || (domain.status === 'failed' && !options.manual)) return 'unchanged';
  const records = await withTimeout(deps.dns.resolveTxt(txtRecordName(domain.hostname)), L.dnsTimeoutMs * 2);
  const expected = txtRecordValue(domain.verificationToken);
  // A long TXT record arrives in chunks of up to 255 characters: joined, it is the value.
  const found = records.some((chunks) => chunks.join('').trim() === expected);
  const now = deps.clock.now();
  const attempts = domain.attempts + 1;
  const status = found ? 'verified' : domain.status === 'failed' || attempts >= L.maxAttempts ? 'failed' : 'pending';
  // Only a row still as it was read is updated: a concurrent run's verification is never undone.
  await deps.db
    .updateTable('customDomains')
    .set({ status, attempts, lastCheckedAt: now, ...(found ? { verifiedAt: now } : {}) })
    .where('id', '=', domain.id)
    .where('status', '=', domain.status)
    .execute();
  return status;
}

/** Pending domains not looked at for a while, oldest look first: the periodic sweep's batch. */
export async function pendingDomainIds(deps: Deps<'db' | 'clock'>, limit: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('customDomains')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('lastCheckedAt', (order) => order.asc().nullsFirst())
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The periodic pass: one check job per pending domain (folded by domain, so a slow run never piles them up). */
export async function sweepPendingDomains(deps: Deps<'db' | 'jobs' | 'clock'>): Promise<{ queued: number }> {
  const ids = await pendingDomainIds(deps, SWEEP_BATCH);
  for (const domainId of ids) await deps.jobs.send('custom-domain.check', { domainId }, { singletonKey: domainId });
  return { queued: ids.length };
}

const SWEEP_BATCH = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
