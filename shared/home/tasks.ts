/**
 * The kinds of Home task, in the order Home lists them (spec section 4: a pending invitation first).
 * The server sorts by this list, so the order is one table, not scattered comparisons.
 */
export const HOME_TASK_KINDS = [
  'teamInvitation',
  'verifyEmail',
  'finishProfile',
  'setAvailability',
  'answerRsvp',
  'payBalance',
  'linkPayouts',
  'nudgeMembers',
  'joinRequests',
  'reviewSubmissions',
  'overdueBalances',
] as const;
export type HomeTaskKind = (typeof HOME_TASK_KINDS)[number];
