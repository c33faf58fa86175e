import { HOME_SLUG } from './blocks.ts';

/** Where sites live (spec section 2's route table). */
export const SITE_PATHS = {
  list: '/site',
  build: '/site/build',
  buildSite: (id: string) => `/site/build/${id}`,
  customWebsite: '/custom-website',
  /** A team's published site; an organisation's answers here too. */
  view: (id: string, slug?: string) => (slug && slug !== HOME_SLUG ? `/site/view/${id}/${slug}` : `/site/view/${id}`),
  organizationView: (id: string, slug?: string) => (slug && slug !== HOME_SLUG ? `/organization-website/${id}/${slug}` : `/organization-website/${id}`),
} as const;

/** The public path of a published site, by what owns it. */
export const publishedPath = (site: { id: string; organizationId: string | null }, slug?: string) =>
  site.organizationId ? SITE_PATHS.organizationView(site.id, slug) : SITE_PATHS.view(site.id, slug);
