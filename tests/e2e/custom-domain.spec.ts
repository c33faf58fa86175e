import { chromium, expect, test, type Page } from './fixtures.ts';
import { E2E_VERIFIED_SUFFIX } from './fake-dns.ts';
import { CUSTOM_DOMAIN_WORDS as W } from '../../shared/custom-domains/custom-domains.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, organiser: 'organiser.austin@rally.test' },
  { name: 'phone', viewport: { width: 390, height: 844 }, organiser: 'organiser.denver@rally.test' },
];

/** A tRPC mutation over HTTP as the signed-in page's browser, answering its JSON. */
async function mutate(page: Page, baseURL: string, path: string, input: unknown) {
  const answer = await page.request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { result: { data: { json: Record<string, unknown> } } }).result.data.json;
}

for (const size of SIZES) {
  test(`on ${size.name}, an owner adds a custom domain, sees the TXT record to create, verifies it with Check now and the site opens at that domain (issue 35)`, async ({
    signedIn,
    baseURL,
  }) => {
    const tag = `${size.name}-${Date.now() % 100_000_000}`;
    const page = await signedIn(size.organiser);
    await page.setViewportSize(size.viewport);

    // A team of theirs with a published website (made through the procedures the builder uses).
    const team = await mutate(page, baseURL!, 'teams.create', {
      name: `Domain Dinkers ${tag}`,
      gameType: 'Soccer',
      city: { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 },
      ageGroup: 'Under 12',
      gender: 'Mixed',
      skillLevel: 'All levels',
      privacy: 'public',
    });
    const siteTitle = `Domain Dinkers Site ${tag}`;
    const site = await mutate(page, baseURL!, 'sites.create', { owner: { teamId: team.id }, title: siteTitle });
    await mutate(page, baseURL!, 'sites.publish', { id: site.id });

    await page.goto('/custom-website');
    await expect(page.getByRole('heading', { name: W.pageTitle, level: 1 })).toBeVisible();
    // The picker shows once the websites are in, when there are two or more (a demo organiser has the demo team's site).
    await expect(page.getByLabel(W.hostnameLabel)).toBeVisible();
    if (await page.getByLabel(W.websiteLabel).isVisible()) await page.getByLabel(W.websiteLabel).selectOption(String(site.id));

    // A domain whose record does not exist: pending, with the record to create.
    const pending = `www.pending-${tag}.example.com`;
    await page.getByLabel(W.hostnameLabel).fill(pending.toUpperCase());
    await page.getByRole('button', { name: W.add }).click();
    const pendingRow = page.getByRole('group', { name: pending });
    await expect(pendingRow.getByTestId('domain-status')).toHaveText(W.status.pending);
    await expect(pendingRow.getByTestId('txt-name')).toHaveText(`_rally-challenge.${pending}`);
    await expect(pendingRow.getByTestId('txt-value')).toHaveText(/^rally-site-verification=\S+$/);

    // A bad domain is refused in the form's words.
    await page.getByLabel(W.hostnameLabel).fill('192.168.0.1');
    await page.getByRole('button', { name: W.add }).click();
    await expect(page.getByText('Enter a domain name, not an IP address')).toBeVisible();

    // A domain whose record the fake DNS has: Check now verifies it (unless its job already did).
    const verified = `club-${tag}${E2E_VERIFIED_SUFFIX}`;
    await page.getByLabel(W.hostnameLabel).fill(verified);
    await page.getByRole('button', { name: W.add }).click();
    const verifiedRow = page.getByRole('group', { name: verified });
    await expect(verifiedRow).toBeVisible();
    const checkNow = verifiedRow.getByRole('button', { name: W.checkNow });
    if (await checkNow.isVisible()) await checkNow.click();
    await expect(verifiedRow.getByTestId('domain-status')).toHaveText(W.status.verified);
    await expect(page.getByRole('group', { name: pending }).getByTestId('domain-status')).toHaveText(W.status.pending);

    // The site at the verified domain's root, in a browser whose DNS maps the test domains here.
    const port = new URL(baseURL!).port;
    const mapped = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP *${E2E_VERIFIED_SUFFIX} 127.0.0.1`],
    });
    try {
      const visitor = await (await mapped.newContext({ viewport: size.viewport })).newPage();
      const home = await visitor.goto(`http://${verified}:${port}/`);
      expect(home?.status()).toBe(200);
      await expect(visitor).toHaveTitle(siteTitle);
      const structured = await visitor.locator('script[type="application/ld+json"]').textContent();
      expect(JSON.parse(structured!)).toMatchObject({ '@type': 'SportsTeam', name: `Domain Dinkers ${tag}` });
      // The reduced table: the app's other pages are not there.
      const other = await visitor.goto(`http://${verified}:${port}/discover`);
      expect(other?.status()).toBe(404);
      await expect(visitor.getByText(MESSAGES.notFoundTitle)).toBeVisible();
      // The domain's own sitemap lists its home page.
      const sitemap = await visitor.goto(`http://${verified}:${port}/sitemap.xml`);
      expect(await sitemap?.text()).toContain(`<loc>http://${verified}:${port}/</loc>`);
    } finally {
      await mapped.close();
    }
  });
}
