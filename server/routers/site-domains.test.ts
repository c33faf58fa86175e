import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { sql } from 'kysely';
import { createTeamWithRoles, FACTORY_PASSWORD } from '../../tests/factories.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createPublishedWebsite } from '../../tests/custom-domain-factories.ts';
import { checkCustomDomain, sweepPendingDomains } from '../domains/sites/custom-domain-check.ts';
import { CUSTOM_DOMAIN_LIMITS, CUSTOM_DOMAIN_MESSAGES as M } from '../../shared/custom-domains/custom-domains.ts';
import { systemClock } from '../deps.ts';

let h: Harness;
let site: { id: string };
let team: Awaited<ReturnType<typeof createTeamWithRoles>>;
let owner: { call: () => ReturnType<ReturnType<Harness['client']>['call']> };
let counter = 0;

const freshSite = () => createPublishedWebsite(h.db, { teamId: team.team.id, creatorId: team.members.owner.id });

/** The team's owner (from the factory) signed in through the real procedure. */
async function signedInAs(email: string) {
  const browser = h.client(`198.19.0.${++counter}`);
  await (await browser.call()).auth.signIn({ email, password: FACTORY_PASSWORD });
  return { call: () => browser.call() };
}
const freshHost = () => `www.club-${process.pid}-${++counter}.example.com`;

beforeAll(async () => {
  h = await createHarness();
  team = await createTeamWithRoles(h.db);
  owner = await signedInAs(team.members.owner.email);
  site = await createPublishedWebsite(h.db, { teamId: team.team.id, creatorId: team.members.owner.id });
});
afterAll(async () => {
  await h?.close();
});

describe('sites.addDomain', () => {
  it('adds a pending domain, lower case, with the TXT record to create, and queues its check', async () => {
    const hostname = freshHost();
    const domain = await (await owner.call()).sites.addDomain({ websiteId: site.id, hostname: ` ${hostname.toUpperCase()}. ` });
    expect(domain).toMatchObject({ hostname, status: 'pending', txtName: `_rally-challenge.${hostname}` });
    expect(domain.txtValue).toMatch(/^rally-site-verification=[\w-]{20,}$/);
    const jobs = await sql<{ data: { domainId: string } }>`select data from pgboss.job where name = 'custom-domain.check'`.execute(h.db);
    expect(jobs.rows.some((job) => job.data.domainId === domain.id)).toBe(true);
    expect(await (await owner.call()).sites.domains({ websiteId: site.id })).toEqual(expect.arrayContaining([expect.objectContaining({ id: domain.id })]));
  });

  it('refuses a domain another site holds, IPs, bare names, non-ASCII, the product host, control characters and overlong input', async () => {
    const call = await owner.call();
    const hostname = freshHost();
    await call.sites.addDomain({ websiteId: site.id, hostname });
    expect((await rejection(call.sites.addDomain({ websiteId: site.id, hostname }))).message).toBe(M.hostnameTaken);
    for (const [input, message] of [
      ['192.168.1.10', M.hostnameIp],
      ['[::1]', M.hostnameIp],
      ['localhost', M.hostnameInvalid],
      ['clubs.localhost', M.hostnameReserved],
      ['café.example.com', M.hostnameAscii],
      ['-bad.example.com', M.hostnameInvalid],
      ['a'.repeat(64) + '.example.com', M.hostnameInvalid],
      ['club.example.com/path', M.hostnameAscii],
      ['x'.repeat(100_000), M.hostnameTooLong],
    ] as const) {
      const error = await rejection(call.sites.addDomain({ websiteId: site.id, hostname: input }));
      expect(error.code, input.slice(0, 40)).toBe('BAD_REQUEST');
      expect(error.message, input.slice(0, 40)).toContain(message);
    }
    const control = await rejection(call.sites.addDomain({ websiteId: site.id, hostname: 'club\u0000.example.com' }));
    expect(control.code).toBe('BAD_REQUEST');
    // The product's own host (the harness's APP_ORIGIN is localhost) and names under it.
    expect((await rejection(call.sites.addDomain({ websiteId: site.id, hostname: 'teams.localhost' }))).code).toBe('BAD_REQUEST');
  });

  it('keeps to the per-site bound', async () => {
    const other = await createPublishedWebsite(h.db, { teamId: team.team.id, creatorId: team.members.owner.id });
    const call = await owner.call();
    for (let i = 0; i < CUSTOM_DOMAIN_LIMITS.perWebsite; i += 1) await call.sites.addDomain({ websiteId: other.id, hostname: freshHost() });
    expect((await rejection(call.sites.addDomain({ websiteId: other.id, hostname: freshHost() }))).message).toBe(M.tooManyDomains);
  });
});

describe('authorisation', () => {
  it('lets the site’s creator, the team’s owner and admin manage domains; refuses a stranger, a coach, a player and a signed-out visitor', async () => {
    const domain = await (await owner.call()).sites.addDomain({ websiteId: site.id, hostname: freshHost() });
    const admin = await signedInMember(h, team.team.id, 'admin');
    expect(await (await admin.call()).sites.domains({ websiteId: site.id })).toEqual(expect.arrayContaining([expect.objectContaining({ id: domain.id })]));
    const creator = await signedInUser(h);
    const ownSite = await createPublishedWebsite(h.db, { teamId: (await createTeamWithRoles(h.db)).team.id, creatorId: creator.user.id });
    expect(await (await creator.call()).sites.domains({ websiteId: ownSite.id })).toEqual([]);

    const stranger = await signedInUser(h);
    const coach = await signedInMember(h, team.team.id, 'coach');
    const player = await signedInMember(h, team.team.id, 'player');
    for (const who of [stranger, coach, player]) {
      const call = await who.call();
      for (const attempt of [
        () => call.sites.addDomain({ websiteId: site.id, hostname: freshHost() }),
        () => call.sites.domains({ websiteId: site.id }),
        () => call.sites.removeDomain({ domainId: domain.id }),
        () => call.sites.checkDomainNow({ domainId: domain.id }),
      ]) {
        const error = await rejection(attempt());
        expect(error.code).toBe('FORBIDDEN');
        expect(error.message).toBe(M.notAllowed);
      }
      expect(await call.sites.domainWebsites()).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: site.id })]));
    }
    const guest = await h.client().call();
    for (const attempt of [
      () => guest.sites.domains({ websiteId: site.id }),
      () => guest.sites.removeDomain({ domainId: domain.id }),
      () => guest.sites.domainWebsites(),
    ])
      expect((await rejection(attempt())).code).toBe('UNAUTHORIZED');
    expect(await (await owner.call()).sites.domainWebsites()).toEqual(expect.arrayContaining([expect.objectContaining({ id: site.id, published: true })]));
  });

  it('answers not found for an unknown website or domain', async () => {
    const call = await owner.call();
    expect((await rejection(call.sites.domains({ websiteId: '00000000-0000-4000-8000-000000000000' }))).code).toBe('NOT_FOUND');
    expect((await rejection(call.sites.removeDomain({ domainId: '00000000-0000-4000-8000-000000000000' }))).code).toBe('NOT_FOUND');
  });

  it('removes a domain for its owner', async () => {
    const call = await owner.call();
    const domain = await call.sites.addDomain({ websiteId: (await freshSite()).id, hostname: freshHost() });
    expect(await call.sites.removeDomain({ domainId: domain.id })).toEqual({ removed: true });
    expect(await h.db.selectFrom('customDomains').select('id').where('id', '=', domain.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('the DNS check', () => {
  it('marks a domain verified when its TXT record is found (chunked, among others), and stays so when run again', async () => {
    const domain = await (await owner.call()).sites.addDomain({ websiteId: (await freshSite()).id, hostname: freshHost() });
    const deps = { ...h.deps, clock: systemClock };
    expect(await checkCustomDomain(deps, domain.id)).toBe('pending');
    const value = domain.txtValue;
    h.dns.records.set(domain.txtName, [['v=spf1 -all'], [value.slice(0, 10), value.slice(10)]]);
    expect(await checkCustomDomain(deps, domain.id)).toBe('verified');
    h.dns.records.delete(domain.txtName);
    expect(await checkCustomDomain(deps, domain.id)).toBe('unchanged');
    const row = await h.db.selectFrom('customDomains').selectAll().where('id', '=', domain.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'verified', attempts: 2 });
    expect(row.verifiedAt).toBeInstanceOf(Date);
  });

  it('marks a domain failed once its attempts run out, and "Check now" can still verify it', async () => {
    const domain = await (await owner.call()).sites.addDomain({ websiteId: (await freshSite()).id, hostname: freshHost() });
    await h.db
      .updateTable('customDomains')
      .set({ attempts: CUSTOM_DOMAIN_LIMITS.maxAttempts - 1 })
      .where('id', '=', domain.id)
      .execute();
    h.dns.records.set(domain.txtName, [['rally-site-verification=someone-else']]);
    expect(await checkCustomDomain(h.deps, domain.id)).toBe('failed');
    expect(await checkCustomDomain(h.deps, domain.id)).toBe('unchanged');
    // Checked a moment ago: "Check now" waits a few seconds.
    expect((await rejection((await owner.call()).sites.checkDomainNow({ domainId: domain.id }))).code).toBe('TOO_MANY_REQUESTS');
    await h.db
      .updateTable('customDomains')
      .set({ lastCheckedAt: new Date(Date.now() - 60_000) })
      .where('id', '=', domain.id)
      .execute();
    h.dns.records.set(domain.txtName, [[domain.txtValue]]);
    expect(await (await owner.call()).sites.checkDomainNow({ domainId: domain.id })).toMatchObject({ status: 'verified' });
  });

  it('sweeps pending domains into check jobs, and a removed domain is nothing to check', async () => {
    const domain = await (await owner.call()).sites.addDomain({ websiteId: (await freshSite()).id, hostname: freshHost() });
    const queued = await sweepPendingDomains(h.deps);
    expect(queued.queued).toBeGreaterThan(0);
    await (await owner.call()).sites.removeDomain({ domainId: domain.id });
    expect(await checkCustomDomain(h.deps, domain.id)).toBe('missing');
  });
});
