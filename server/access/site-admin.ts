/**
 * The application's own administrators (users.role 'admin', set by hand in the database): the
 * admin area behind login (spec section 9). Not a role in any scope: it grants nothing in teams.
 */
export const isSiteAdmin = (user: { role: string | null }): boolean => user.role === 'admin';
