/** How the typing indicator and read markers behave, on both sides. */
export const TYPING = {
  /** The composer tells the server at most this often while the text changes. */
  sendEveryMs: 3_000,
  /** A "… is typing" line goes after this long without a new signal from that person. */
  showForMs: 6_000,
  /** Signals one user may send in a window (all conversations together); past it they are dropped, not refused. */
  perUser: { limit: 40, windowSeconds: 60 },
} as const;

/** A group's "Seen by" line names at most this many readers, then counts the rest. */
export const SEEN_NAMES_SHOWN = 3;
