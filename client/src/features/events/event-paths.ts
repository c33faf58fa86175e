/** Paths of the event pages (spec section 2), shared by links, redirects and tests. */
export const eventPaths = {
  create: '/create',
  view: (id: string) => `/evt/${id}`,
  manage: (id: string) => `/event/${id}/manage`,
  /** One event's .ics file (served by the API, outside the SPA). */
  ics: (id: string) => `/events/${id}.ics`,
} as const;
