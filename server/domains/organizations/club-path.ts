/** A club's page, as links in notifications and mail name it. */
export const clubPath = (slug: string) => `/org/${encodeURIComponent(slug)}`;
