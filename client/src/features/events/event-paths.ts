/** Paths of the event pages (spec section 2), shared by links, redirects and tests. */
export const eventPaths = {
  create: '/create',
  view: (id: string) => `/evt/${id}`,
  manage: (id: string) => `/event/${id}/manage`,
  /** The event's playoff bracket on a page of its own, the whole width for its rounds. */
  bracket: (id: string) => `/evt/${id}/bracket`,
  /** One event's .ics file (served by the API, outside the SPA). */
  ics: (id: string) => `/events/${id}.ics`,
} as const;
