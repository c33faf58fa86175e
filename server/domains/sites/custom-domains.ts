import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CustomDomains } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  CUSTOM_DOMAIN_LIMITS as L,
  CUSTOM_DOMAIN_MESSAGES as M,
  isOwnHost,
  txtRecordName,
  txtRecordValue,
  type DomainStatus,
} from '../../../shared/custom-domains/custom-domains.ts';
import type { CustomDomain } from '../../../shared/custom-domains/schemas.ts';
import { checkCustomDomain } from './custom-domain-check.ts';
import { manageableWebsitesQuery, requireSiteManager } from './custom-domain-access.ts';

const COLUMNS = ['id', 'websiteId', 'hostname', 'verificationToken', 'status', 'attempts', 'lastCheckedAt', 'verifiedAt', 'createdAt'] as const;
type DomainRow = Pick<Selectable<CustomDomains>, (typeof COLUMNS)[number]>;

/** A domain as its owners see it: the token only inside the TXT record they are to create. */
function view(row: DomainRow): CustomDomain {
  return {
    id: row.id,
    websiteId: row.websiteId,
    hostname: row.hostname,
    status: row.status as DomainStatus,
    txtName: txtRecordName(row.hostname),
    txtValue: txtRecordValue(row.verificationToken),
    attempts: row.attempts,
    lastCheckedAt: row.lastCheckedAt,
    verifiedAt: row.verifiedAt,
    createdAt: row.createdAt,
  };
}

/** The product's own host names (APP_ORIGIN's, and localhost) are never a custom domain. */
function ownHosts(appOrigin: string): string[] {
  return [new URL(appOrigin).hostname.toLowerCase(), 'localhost'];
}

/**
 * Adds a domain to a website the user manages, pending until its TXT record is found: the check
 * job is queued in the same transaction. The hostname arrives normalised and checked
 * (shared/custom-domains/schemas.ts); here the product's own host, a domain another site holds and
 * the per-site bound are refused.
 */
export async function addCustomDomain(
  deps: Deps<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { websiteId: string; hostname: string },
): Promise<CustomDomain> {
  const website = await requireSiteManager(deps.db, userId, input.websiteId);
  if (ownHosts(deps.env.APP_ORIGIN).some((own) => isOwnHost(input.hostname, own))) throw new AppError('BAD_REQUEST', M.hostnameReserved);
  return deps.db.transaction().execute(async (trx) => {
    // One add at a time per website, so two tabs cannot both take the last place.
    await trx.selectFrom('websites').select('id').where('id', '=', website.id).forUpdate().execute();
    const { n } = await trx
      .selectFrom('customDomains')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('websiteId', '=', website.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= L.perWebsite) throw new AppError('BAD_REQUEST', M.tooManyDomains);
    const row = await trx
      .insertInto('customDomains')
      .values({ websiteId: website.id, hostname: input.hostname, verificationToken: randomBytes(18).toString('base64url'), createdBy: userId })
      .onConflict((conflict) => conflict.column('hostname').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', M.hostnameTaken);
    await deps.jobs.send('custom-domain.check', { domainId: row.id }, { db: trx, singletonKey: row.id });
    return view(row);
  });
}

/** The domain and its website, if the user manages the website; NOT_FOUND for an unknown domain. */
async function managedDomain(db: Database, userId: string, domainId: string): Promise<DomainRow> {
  const row = await db.selectFrom('customDomains').select(COLUMNS).where('id', '=', domainId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.domainNotFound);
  await requireSiteManager(db, userId, row.websiteId);
  return row;
}

export async function removeCustomDomain(db: Database, userId: string, domainId: string): Promise<{ removed: true }> {
  const row = await managedDomain(db, userId, domainId);
  await db.deleteFrom('customDomains').where('id', '=', row.id).execute();
  return { removed: true };
}

export async function listCustomDomains(db: Database, userId: string, websiteId: string): Promise<CustomDomain[]> {
  await requireSiteManager(db, userId, websiteId);
  const rows = await db.selectFrom('customDomains').select(COLUMNS).where('websiteId', '=', websiteId).orderBy('createdAt').orderBy('id').execute();
  return rows.map(view);
}

/**
 * "Check now": looks for the TXT record at once and answers the domain as it now is. Once per
 * domain every few seconds, so a held-down button cannot turn us into a DNS flood.
 */
export async function checkCustomDomainNow(deps: Deps<'db' | 'dns' | 'clock'>, userId: string, domainId: string): Promise<CustomDomain> {
  const row = await managedDomain(deps.db, userId, domainId);
  const now = deps.clock.now().getTime();
  if (row.status !== 'verified') {
    if (row.lastCheckedAt && now - row.lastCheckedAt.getTime() < L.checkNowIntervalSeconds * 1000) throw new AppError('TOO_MANY_REQUESTS', M.checkedRecently);
    await checkCustomDomain(deps, row.id, { manual: true });
  }
  const fresh = await deps.db.selectFrom('customDomains').select(COLUMNS).where('id', '=', row.id).executeTakeFirstOrThrow();
  return view(fresh);
}

/** The websites the user may give a domain to, with how many domains each has (the /custom-website picker). */
export async function manageableWebsites(db: Database, userId: string) {
  const rows = await manageableWebsitesQuery(db, userId)
    .leftJoin('teams as t', 't.id', 'w.teamId')
    .leftJoin('organizations as o', 'o.id', 'w.organizationId')
    .select((eb) => [
      'w.id',
      'w.title',
      'w.publishedVersion',
      eb.fn.coalesce('t.name', 'o.name', eb.val('')).as('ownerName'),
      eb
        .selectFrom('customDomains as d')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('d.websiteId', '=', 'w.id')
        .as('domains'),
    ])
    .orderBy('w.createdAt')
    .orderBy('w.id')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    published: row.publishedVersion !== null,
    ownerName: row.ownerName,
    domains: Number(row.domains ?? 0),
  }));
}
