import type { Database } from '../../db/database.ts';
import { sportsOrganizationJsonLd, sportsTeamJsonLd, type JsonLd } from '../../../shared/seo/structured-data.ts';

/**
 * The schema.org data of a published website's pages (issue 35): its team as a SportsTeam (a
 * team that is not private), its club as a SportsOrganization. Null when the owner is gone or
 * private. For the page head of the published site, wherever it is served (/site/view/{id},
 * /organization-website/{id}, or a custom domain): `url` is the page's own address.
 */
export async function websiteStructuredData(
  db: Database,
  website: { teamId: string | null; organizationId: string | null },
  url: string,
): Promise<JsonLd | null> {
  if (website.teamId) {
    const team = await db
      .selectFrom('teams')
      .select(['name', 'description', 'gameType', 'cityName', 'logoUrl'])
      .where('id', '=', website.teamId)
      .where('privacy', '!=', 'private')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return team ? sportsTeamJsonLd(team, url) : null;
  }
  if (website.organizationId) {
    const club = await db
      .selectFrom('organizations')
      .select(['name', 'about', 'cityName', 'logoUrl', 'sports'])
      .where('id', '=', website.organizationId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return club ? sportsOrganizationJsonLd(club, url) : null;
  }
  return null;
}
