import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { GAME_MESSAGES } from '../../../shared/games/games.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { allows } from '../../../shared/access/access.ts';
import { membershipThrough } from '../../access/permissions.ts';
import { teamHolders } from '../../access/scopes.ts';
import { loadEvent, loadVisibleEvent, type EventRow } from '../events/event-access.ts';

/**
 * Who changes an event's games: its organiser (the creator), and for a team's event that team's
 * owner and admins. Anyone else who can see the event is refused; one who cannot is told the
 * game does not exist. A cancelled event's games stay as they were: nobody changes them.
 */
export async function requireGameManager(db: Database, eventId: string, userId: string): Promise<EventRow> {
  const event = await loadEvent(db, eventId);
  if (!event) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
  if (!(await isGameManager(db, event, userId))) {
    await visibleEventForGames(db, eventId, userId);
    throw new AppError('FORBIDDEN', GAME_MESSAGES.onlyOrganisers);
  }
  if (event.cancelled) throw new AppError('CONFLICT', EVENT_MESSAGES.cancelled);
  return event;
}

async function isGameManager(db: Database, event: EventRow, userId: string): Promise<boolean> {
  // The event's organiser, and the hosting team's owners and admins (the event scope's holders).
  const holders = await teamHolders(db, event.hostingTeamId, event.creatorId);
  return allows(await membershipThrough(db, { userId }, holders, 'event'), 'manageGames');
}

/** The event, for anyone who may see it (public, joined, invited, a member of its team...). */
export async function visibleEventForGames(db: Database, eventId: string, viewerId: string | null): Promise<EventRow> {
  try {
    return await loadVisibleEvent(db, eventId, viewerId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) throw new AppError('NOT_FOUND', GAME_MESSAGES.notFound);
    throw error;
  }
}

/** Whether the viewer may change the event's games now (the page shows the scoring controls). */
export async function managesGames(db: Database, event: EventRow, viewerId: string | null): Promise<boolean> {
  return viewerId !== null && !event.cancelled && (await isGameManager(db, event, viewerId));
}
