import type { Database } from '../../../db/database.ts';
import { loadVisibleEvent } from '../../../domains/events/event-access.ts';
import { describeWhen } from '../../../time/event-time.ts';
import { teamAccess } from '../../../domains/teams/access.ts';
import { AppError } from '../../../errors/app-error.ts';
import { NOT_FOUND_META, staticPageMeta, type PageMeta } from '../../../../shared/pages/page-meta.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';
import { marketingPageFor } from '../../../../shared/marketing/marketing.ts';
import { BRACKET_WORDS } from '../../../../shared/games/bracket-words.ts';
import { getPost } from '../../../domains/posts/posts.ts';
import { resolveCityLabel } from '../../../domains/cities/city-page.ts';
import { CITY_PAGE_LIMITS, CITY_PAGE_WORDS } from '../../../../shared/cities/city-page.ts';
import { hasControlCharacters } from '../../../../shared/common/text.ts';
import { organizationHead } from '../../../domains/organizations/organization-page.ts';
import { ORGANIZATION_LIMITS, SLUG_PATTERN } from '../../../../shared/organizations/organizations.ts';
import type { Request } from 'express';
import { sportsEventJsonLd, sportsTeamJsonLd, type JsonLd } from '../../../../shared/seo/structured-data.ts';

/**
 * What a page's HTML head carries; `share` adds Open Graph tags, for pages worth a link preview.
 * `found` is false for a path the app does not know, and for an event, place or team a signed-out
 * visitor cannot see: the page is answered with a 404, so a search engine or a link preview does
 * not keep it as a page.
 */
export interface PageHead extends PageMeta {
  share: boolean;
  found: boolean;
  /** A marketing page's search keywords (spec section 2: with robots and the canonical link). */
  keywords?: readonly string[];
  /** schema.org JSON-LD for the head (issue 35): a public event's SportsEvent, a public team's SportsTeam. */
  structuredData?: JsonLd;
}

// The pages about one thing, by the id in their address (any text: one that is no uuid names nothing).
const EVENT_PATH = /^\/(?:evt|discover\/events|discover\/games|share\/event)\/([^/]+)\/?$/;
// An event's bracket page is the event's, for who may see it: a hidden event's is not found either.
const EVENT_BRACKET_PATH = /^\/evt\/([^/]+)\/bracket\/?$/;
const PLACE_PATH = /^\/places\/view\/([^/]+)\/?$/;
const TEAM_PATH = /^\/team\/([^/]+)\/?$/;
const ORG_SLUG_PATH = /^\/org\/([^/]+)\/?$/;
const ORG_ID_PATH = /^\/organization\/([^/]+)\/?$/;
const LEAGUE_PATH = /^\/league\/([^/]+)\/?$/;
const POST_PATH = /^\/posts\/[^/]+\/[^/]+\/([^/]+)\/?$/;
const CITY_PAGE_PATH = /^\/city-search\/?$/;
const DESCRIPTION_MAX = 200;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
};

/**
 * The head of the page at `pathname`, as a signed-out visitor may see it: an event, place or
 * public team by name, so a shared link previews well; a hidden event or private team only by the
 * generic words, and not found like a missing one, never leaking that it exists. With `viewerId`,
 * as that signed-in viewer may see it: their private event or team is found (a 200, not a 404).
 */
export async function pageHeadFor(
  db: Database,
  pathname: string,
  viewerId: string | null = null,
  query: Request['query'] = {},
  pageUrl: string | null = null,
): Promise<PageHead> {
  const generic = staticPageMeta(pathname);
  if (!generic) return { ...NOT_FOUND_META, share: false, found: false };
  const missing: PageHead = { ...generic, share: false, found: false };
  const subject = (pattern: RegExp) => pattern.exec(pathname)?.[1];

  const bracketOf = subject(EVENT_BRACKET_PATH);
  const eventId = subject(EVENT_PATH) ?? bracketOf;
  if (eventId !== undefined) {
    if (!isUuid(eventId)) return missing;
    try {
      const event = await loadVisibleEvent(db, eventId, viewerId);
      const when = `${describeWhen(event.startsAt, event.timezone)} · ${event.locationName}`;
      // Seen only by this viewer (a private event they may see): found, but offered to no preview.
      const share = !event.isPrivate;
      return {
        title: bracketOf ? BRACKET_WORDS.pageTitle(event.title) : event.title,
        description: clip(event.description ? `${when}. ${event.description}` : when),
        share,
        found: true,
        ...(share && !bracketOf && pageUrl ? { structuredData: sportsEventJsonLd(event, pageUrl) } : {}),
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return missing;
      throw error;
    }
  }
  const placeId = subject(PLACE_PATH);
  if (placeId !== undefined) {
    if (!isUuid(placeId)) return missing;
    const place = await db.selectFrom('places').select(['name', 'address', 'description']).where('id', '=', placeId).executeTakeFirst();
    return place ? { title: place.name, description: clip(place.description || place.address), share: true, found: true } : missing;
  }
  const teamId = subject(TEAM_PATH);
  if (teamId !== undefined) {
    if (!isUuid(teamId)) return missing;
    const team = await db
      .selectFrom('teams as t')
      .leftJoin('organizations as o', (join) => join.onRef('o.id', '=', 't.organizationId').on('o.deletedAt', 'is', null))
      .select(['t.name', 't.description', 't.cityName', 't.gameType', 't.logoUrl', 'o.name as organizationName', 'o.slug as organizationSlug'])
      .where('t.id', '=', teamId)
      .where('t.privacy', '!=', 'private')
      .where('t.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!team) {
      // A private team is there for its members and invitees (as teamAccess says), and for nobody else.
      if (!viewerId) return missing;
      try {
        const { team: seen } = await teamAccess(db, teamId, viewerId);
        return { title: seen.name, description: generic.description, share: false, found: true };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return missing;
        throw error;
      }
    }
    const description = team.description || [team.gameType, team.cityName].filter(Boolean).join(' · ') || generic.description;
    const organization =
      team.organizationName && team.organizationSlug && pageUrl
        ? { name: team.organizationName, url: `${new URL(pageUrl).origin}/org/${team.organizationSlug}` }
        : null;
    return {
      title: team.name,
      description: clip(description),
      share: true,
      found: true,
      ...(pageUrl ? { structuredData: sportsTeamJsonLd({ ...team, organization }, pageUrl) } : {}),
    };
  }
  const orgSlug = subject(ORG_SLUG_PATH);
  const orgId = subject(ORG_ID_PATH);
  if (orgSlug !== undefined || orgId !== undefined) {
    // A club's page is public; the slug is bounded and plain before it is looked up.
    const slug = orgSlug === undefined ? null : orgSlug.toLowerCase();
    if (slug !== null && (slug.length > ORGANIZATION_LIMITS.slugMax || !SLUG_PATTERN.test(slug))) return missing;
    if (orgId !== undefined && !isUuid(orgId)) return missing;
    const club = await organizationHead(db, slug !== null ? { slug } : { id: orgId! });
    if (!club) return missing;
    const description = club.about || club.cityName || generic.description;
    return { title: club.name, description: clip(description), share: true, found: true };
  }
  const leagueId = subject(LEAGUE_PATH);
  if (leagueId !== undefined) {
    // A league's page is public (a draft season inside it only to its admins, which the head never names).
    if (!isUuid(leagueId)) return missing;
    const league = await db
      .selectFrom('leagues')
      .select(['name', 'about', 'sport', 'cityName'])
      .where('id', '=', leagueId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!league) return missing;
    const description = league.about || [league.sport, league.cityName].filter(Boolean).join(' · ') || generic.description;
    return { title: league.name, description: clip(description), share: true, found: true };
  }
  const postId = subject(POST_PATH);
  if (postId !== undefined) {
    if (!isUuid(postId)) return missing;
    try {
      // As a reader of the board sees it: a post hidden by reports, or across a block, is not found.
      const post = await getPost(db, { id: viewerId, seesTest: false }, postId);
      const details = [post.city, post.gameType].filter(Boolean).join(' · ');
      return { title: post.title, description: clip(details ? `${details}. ${post.body}` : post.body), share: true, found: true };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return missing;
      throw error;
    }
  }
  if (CITY_PAGE_PATH.test(pathname)) return cityPageHead(db, query['city'], generic);
  // Marketing pages are meant to be found and shared: social tags, keywords and robots too.
  const marketing = marketingPageFor(pathname);
  if (marketing) return { ...generic, share: true, found: true, keywords: marketing.keywords };
  return { ...generic, share: false, found: true };
}

/**
 * A city's page (city-search?city=Austin, TX): titled by the city, for search engines and link
 * previews. Without a city, or with one the gazetteer does not know, the picker's generic words
 * (still found: the page offers the picker). The text is bounded before it is looked up.
 */
async function cityPageHead(db: Database, city: unknown, generic: PageMeta): Promise<PageHead> {
  const plain = { ...generic, share: false, found: true };
  if (typeof city !== 'string' || !city.trim() || city.length > CITY_PAGE_LIMITS.cityMax || hasControlCharacters(city)) return plain;
  const found = await resolveCityLabel(db, city);
  if (!found) return plain;
  return { title: CITY_PAGE_WORDS.title(found.label), description: CITY_PAGE_WORDS.description(found.label), share: true, found: true };
}
