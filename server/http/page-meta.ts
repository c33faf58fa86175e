import type { Database } from '../db/database.ts';
import { loadVisibleEvent } from '../domains/events/event-access.ts';
import { describeWhen } from '../domains/events/event-time.ts';
import { AppError } from '../errors/app-error.ts';
import { staticPageMeta, type PageMeta } from '../../shared/page-meta.ts';

/** What a page's HTML head carries; `share` adds Open Graph tags, for pages worth a link preview. */
export interface PageHead extends PageMeta {
  share: boolean;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EVENT_PATH = new RegExp(`^/(?:evt|discover/events|discover/games)/(${UUID})/?$`, 'i');
const PLACE_PATH = new RegExp(`^/places/view/(${UUID})/?$`, 'i');
const TEAM_PATH = new RegExp(`^/team/(${UUID})/?$`, 'i');
const DESCRIPTION_MAX = 200;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX - 1)}…` : flat;
};

/**
 * The head of the page at `pathname`, as a signed-out visitor may see it: an event, place or
 * public team by name, so a shared link previews well; a hidden event or private team only by the
 * generic words, never leaking that it exists. Null for a path the app does not know.
 */
export async function pageHeadFor(db: Database, pathname: string): Promise<PageHead | null> {
  const generic = staticPageMeta(pathname);
  if (!generic) return null;
  try {
    const eventId = EVENT_PATH.exec(pathname)?.[1];
    if (eventId) {
      const event = await loadVisibleEvent(db, eventId, null);
      const when = `${describeWhen(event.startsAt, event.timezone)} · ${event.locationName}`;
      return { title: event.title, description: clip(event.description ? `${when}. ${event.description}` : when), share: true };
    }
    const placeId = PLACE_PATH.exec(pathname)?.[1];
    if (placeId) {
      const place = await db.selectFrom('places').select(['name', 'address', 'description']).where('id', '=', placeId).executeTakeFirst();
      if (place) return { title: place.name, description: clip(place.description || place.address), share: true };
    }
    const teamId = TEAM_PATH.exec(pathname)?.[1];
    if (teamId) {
      const team = await db.selectFrom('teams').select(['name', 'description', 'cityName', 'gameType']).where('id', '=', teamId).where('privacy', '!=', 'private').where('deletedAt', 'is', null).executeTakeFirst();
      if (team) return { title: team.name, description: clip(team.description || [team.gameType, team.cityName].filter(Boolean).join(' · ') || generic.description), share: true };
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { ...generic, share: EVENT_PATH.test(pathname) || PLACE_PATH.test(pathname) };
}
