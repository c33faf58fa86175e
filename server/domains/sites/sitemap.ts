import type { Database } from '../../db/database.ts';
import { eventVisibleTo } from '../events/visibility.ts';
import { publishedPath } from '../../../shared/sites/paths.ts';
import { POST_TEST_CATEGORY } from '../../../shared/posts/categories.ts';
import { SITEMAP_LIMITS, SITEMAP_STATIC_PATHS, type SitemapSection } from '../../../shared/seo/sitemap.ts';

/** One address of a sitemap: a path on the domain the sitemap is for, and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * The public pages of one kind, as a signed-out visitor sees them: events that are public now,
 * not cancelled and not over (within a year ahead), places, teams that are not private, clubs, leagues,
 * posts that are not hidden nor the test board. Each section has a row here: its count (for the
 * index's pages) and one bounded, stably ordered page of its addresses.
 */
const SECTIONS: Record<
  SitemapSection,
  { count(db: Database, now: Date): Promise<number>; page(db: Database, now: Date, offset: number, limit: number): Promise<SitemapEntry[]> }
> = {
  pages: {
    count: async () => SITEMAP_STATIC_PATHS.length,
    page: async (_db, _now, offset, limit) => SITEMAP_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path, lastModified: null })),
  },
  events: {
    count: async (db, now) =>
      total(
        await publicEvents(db, now)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, now, offset, limit) => {
      const rows = await publicEvents(db, now).select(['e.id', 'e.updatedAt']).orderBy('e.startsAt').orderBy('e.id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/evt/${row.id}`, lastModified: row.updatedAt }));
    },
  },
  places: {
    count: async (db) =>
      total(
        await db
          .selectFrom('places')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await db.selectFrom('places').select(['id', 'updatedAt']).orderBy('createdAt').orderBy('id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/places/view/${row.id}`, lastModified: row.updatedAt }));
    },
  },
  teams: {
    count: async (db) =>
      total(
        await publicTeams(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await publicTeams(db).select(['id', 'updatedAt']).orderBy('createdAt').orderBy('id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/team/${row.id}`, lastModified: row.updatedAt }));
    },
  },
  clubs: {
    count: async (db) =>
      total(
        await clubs(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await clubs(db).select(['slug', 'createdAt']).orderBy('createdAt').orderBy('id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/org/${row.slug}`, lastModified: row.createdAt }));
    },
  },
  leagues: {
    count: async (db) =>
      total(
        await leagues(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await leagues(db).select(['id', 'updatedAt']).orderBy('createdAt').orderBy('id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/league/${row.id}`, lastModified: row.updatedAt }));
    },
  },
  posts: {
    count: async (db) =>
      total(
        await publicPosts(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await publicPosts(db)
        .select(['id', 'category', 'subcategory', 'updatedAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ path: `/posts/${row.category}/${row.subcategory}/${row.id}`, lastModified: row.updatedAt }));
    },
  },
  sites: {
    count: async (db) =>
      total(
        await publishedSites(db)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    page: async (db, _now, offset, limit) => {
      const rows = await publishedSites(db)
        .select(['id', 'organizationId', 'renderedAt'])
        .orderBy('createdAt')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ path: publishedPath(row), lastModified: row.renderedAt }));
    },
  },
};

function publicEvents(db: Database, now: Date) {
  return db
    .selectFrom('events as e')
    .where(eventVisibleTo(null, now))
    .where('e.cancelled', '=', false)
    .where('e.endsAt', '>=', now)
    .where('e.startsAt', '<', new Date(now.getTime() + SITEMAP_LIMITS.eventsAheadDays * DAY_MS));
}

const publicTeams = (db: Database) => db.selectFrom('teams').where('privacy', '!=', 'private').where('deletedAt', 'is', null);
const clubs = (db: Database) => db.selectFrom('organizations').where('deletedAt', 'is', null);
/** Every league's page is public (its private teams' events are not listed on it). */
const leagues = (db: Database) => db.selectFrom('leagues').where('deletedAt', 'is', null);
const publishedSites = (db: Database) => db.selectFrom('websites').where('publishedVersion', 'is not', null);
const publicPosts = (db: Database) => db.selectFrom('posts').where('hiddenAt', 'is', null).where('category', '!=', POST_TEST_CATEGORY);

/** A count's text (Postgres bigint) as a number. */
const total = (row: { n: string | number | bigint }) => Number(row.n);

/** How many child sitemaps each section has (none for an empty section), capped at maxPages. */
export async function sitemapIndex(db: Database, now: Date): Promise<{ section: SitemapSection; pages: number }[]> {
  const entries = Object.entries(SECTIONS) as [SitemapSection, (typeof SECTIONS)[SitemapSection]][];
  const counts = await Promise.all(entries.map(([, section]) => section.count(db, now)));
  return entries.map(([section], index) => ({
    section,
    pages: Math.min(SITEMAP_LIMITS.maxPages, Math.ceil(counts[index]! / SITEMAP_LIMITS.pageSize)),
  }));
}

/** One child sitemap's addresses; empty past the section's last page. */
export async function sitemapPage(db: Database, now: Date, section: SitemapSection, page: number): Promise<SitemapEntry[]> {
  if (page < 1 || page > SITEMAP_LIMITS.maxPages) return [];
  return SECTIONS[section].page(db, now, (page - 1) * SITEMAP_LIMITS.pageSize, SITEMAP_LIMITS.pageSize);
}
