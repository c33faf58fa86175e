/** How the subscription mails greet the user: the first word of the full name, else the display name. */
export function firstNameOf(user: { fullName: string | null; displayName: string | null }): string {
  return user.fullName?.trim().split(/\s+/)[0] || user.displayName?.trim() || 'there';
}
