import { z } from 'zod';

/**
 * Presence (spec section 7: "status/{uid} set online, and offline on disconnect"). A tab is online
 * while its app-shell live stream is open; each server process refreshes the rows of the streams
 * it holds every heartbeat, and a row not refreshed for PRESENCE_STALE_AFTER_MS (two and a half
 * heartbeats: one missed beat and some slack for a busy event loop) no longer counts, so the
 * users of a process that died go offline without anyone closing their streams.
 */
export const PRESENCE_HEARTBEAT_MS = 30_000;
export const PRESENCE_STALE_AFTER_MS = PRESENCE_HEARTBEAT_MS * 2.5;

/** How many users one presence question may ask about: a roster or a page of conversations. */
export const PRESENCE_MAX_USERS = 50;

export const presenceInput = z.object({ userIds: z.array(z.uuid()).min(1).max(PRESENCE_MAX_USERS) });

/**
 * The users of the question who are online and let others see it. A user who is offline, hides
 * their status, or is in a block relation with the viewer is simply not listed: the answer is the
 * same for all three, so it never tells a hidden user from an offline one.
 */
export const presenceOutput = z.object({ online: z.array(z.string()) });

export const PRESENCE_MESSAGES = {
  online: 'Online',
  /** Beside the owner's own dot when their switch is off. */
  hiddenFromOthers: 'Only you can see this: "Show my online status" is off.',
} as const;
