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

export const PRESENCE_MESSAGES = {
  online: 'Online',
  /** Beside the owner's own dot when their switch is off. */
  hiddenFromOthers: 'Only you can see this: "Show my online status" is off.',
} as const;
