/**
 * The post board's fixed categories and subcategories (spec section 2, "Post board"), in the
 * spec's order and words. Addresses use slugs derived from the names: posts/{category}/{subcategory}.
 * The Test category is for trying the board out; only admins, or anyone in development, see it.
 */
const TABLE = [
  ['Play & Competition', ['Find a Game', 'Sub Needed', 'Tournaments & Events', 'Match Challenges']],
  ['Gear & Equipment', ['Buy & Sell Sports Gear', 'Trade Equipment', 'Lost & Found']],
  ['Training & Coaching', ['Find a Coach', 'Offer Coaching', 'Training Partners']],
  ['Teams & Leagues', ['Team Openings', 'Join a Team', 'League Openings', 'Referees & Umpires Needed']],
  ['Venues & Locations', ['Find a Court/Field', 'Facility Rentals']],
  ['Community & Social', ['Carpool to Games', 'Meetup & Networking', 'Watch Parties']],
  ['Announcements & Miscellaneous', ['General Announcements', 'Volunteer Opportunities', 'Miscellaneous']],
  ['Test', ['Test']],
] as const;

export type PostCategoryName = (typeof TABLE)[number][0];

export interface PostSubcategory {
  name: string;
  slug: string;
}

export interface PostCategory {
  name: PostCategoryName;
  slug: string;
  subcategories: readonly PostSubcategory[];
  /** Seen only by admins, or by anyone in development. */
  restricted: boolean;
}

/** "Buy & Sell Sports Gear" → "buy-and-sell-sports-gear"; "Find a Court/Field" → "find-a-court-field". */
export function postSlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const POST_CATEGORIES: readonly PostCategory[] = TABLE.map(([name, subcategories]) => ({
  name,
  slug: postSlug(name),
  subcategories: subcategories.map((sub) => ({ name: sub, slug: postSlug(sub) })),
  restricted: name === 'Test',
}));

/** The Test category's slug: where people try the board out, out of everyone else's sight. */
export const POST_TEST_CATEGORY = 'test';

/** The categories a reader may see: the Test category only for admins or in development. */
export function visiblePostCategories(reader: { isAdmin: boolean; development: boolean }): readonly PostCategory[] {
  return POST_CATEGORIES.filter((category) => !category.restricted || reader.isAdmin || reader.development);
}

/** The category and subcategory an address names, or null when either is not on the board. */
export function findPostPlace(categorySlug: string, subcategorySlug?: string): { category: PostCategory; subcategory: PostSubcategory | null } | null {
  const category = POST_CATEGORIES.find((entry) => entry.slug === categorySlug);
  if (!category) return null;
  if (subcategorySlug === undefined) return { category, subcategory: null };
  const subcategory = category.subcategories.find((entry) => entry.slug === subcategorySlug);
  return subcategory ? { category, subcategory } : null;
}
