import type { Database } from '../server/db/database.ts';
import { HOME_SLUG } from '../shared/sites/blocks.ts';

/**
 * A website of a team (or a club) as published: the row, and its pages as the renderer stored them
 * (home first). Custom domain tests need a published site without building one through the builder.
 */
export async function createPublishedWebsite(
  db: Database,
  owner: { teamId?: string; organizationId?: string; creatorId: string },
  pages: { slug: string; title: string; html: string }[] = [{ slug: HOME_SLUG, title: 'Home', html: '<main><h1>Welcome to our club</h1></main>' }],
) {
  const website = await db
    .insertInto('websites')
    .values({
      teamId: owner.teamId ?? null,
      organizationId: owner.organizationId ?? null,
      creatorId: owner.creatorId,
      title: 'Club website',
      publishedVersion: 1,
      publishedAt: new Date(),
      renderedAt: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (pages.length)
    await db
      .insertInto('websitePagesRendered')
      .values(pages.map((page, position) => ({ websiteId: website.id, slug: page.slug, position, version: 1, title: page.title, html: page.html })))
      .execute();
  return website;
}

/** A custom domain row in the given state (a test's shortcut past the DNS check). */
export async function createCustomDomain(db: Database, websiteId: string, hostname: string, status: 'pending' | 'verified' | 'failed' = 'verified') {
  return db
    .insertInto('customDomains')
    .values({ websiteId, hostname, verificationToken: `token-${hostname}`, status, ...(status === 'verified' ? { verifiedAt: new Date() } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
