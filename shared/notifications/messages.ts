/** Notifications page texts ('No notifications yet' is ours; the spec is silent). */
export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications yet',
  loadFailed: 'Could not load your notifications.',
  notFound: 'Notification not found',
  actionFailed: 'Something went wrong. Please try again.',
  familyRequestAccepted: 'Family request accepted',
  familyRequestDeclined: 'Family request declined',
  invalidCursor: 'Invalid cursor',
  joinedGroup: (name: string, others: number, eventTitle: string) => `${name} and ${others} ${others === 1 ? 'other' : 'others'} joined ${eventTitle}`,
  unknownSetting: (keys: string[]) => `Unknown notification setting: ${keys.slice(0, 5).join(', ')}`,
} as const;
