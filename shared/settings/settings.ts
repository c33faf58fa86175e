/** Settings vocabulary from spec sections 2 and 3, shared by server and client. */

/** Tabs in query-value order with the spec's titles. */
export const SETTINGS_TABS = [
  { value: 'general', title: 'General' },
  { value: 'privacy', title: 'Privacy' },
  { value: 'payments', title: 'Subscriptions & Payouts' },
  { value: 'sports', title: 'Interests' },
  { value: 'availability', title: 'Availability' },
  { value: 'notification', title: 'Notification Settings' },
  { value: 'activities-subscription', title: 'Activity Subscription' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

/** Where a Stripe account is linked, named by the tab's own title so a pointer to it matches what the user sees. */
export const PAYMENTS_SETTINGS_PLACE = `Settings › ${SETTINGS_TABS[2].title}`;
export const OPEN_PAYMENTS_SETTINGS = `Open ${PAYMENTS_SETTINGS_PLACE}`;

export const JOIN_REASONS = ['Organize', 'Find-people', 'Find-events', 'Substitute'] as const;
export const JOIN_REASON_LABELS: Record<(typeof JOIN_REASONS)[number], string> = {
  Organize: 'Organize games and events',
  'Find-people': 'Find people to play with',
  'Find-events': 'Find events to join',
  Substitute: 'Sub in when teams need a player',
};
export const PRONOUNS = ['None', 'He/Him', 'She/Her', 'They/Them', 'Unspecified'] as const;

/** The four privacy toggles: all default on. */
export const PRIVACY_TOGGLES = [
  { key: 'messagesFromAnyone', label: 'Allow messages from anyone' },
  { key: 'publicBadges', label: 'Show my badges publicly' },
  { key: 'publicOnlineStatus', label: 'Show my online status' },
  { key: 'publicUpcomingGames', label: 'Show my upcoming events' },
] as const;
export type PrivacyKey = (typeof PRIVACY_TOGGLES)[number]['key'];

/** Notification keys of spec section 3, each with an e-mail and a push switch (default on). */
export const NOTIFICATION_KEYS = [
  { key: 'surveys', label: 'Surveys' },
  { key: 'news', label: 'News' },
  { key: 'learning', label: 'Learning' },
  { key: 'products', label: 'Products' },
  { key: 'offers', label: 'Offers' },
  { key: 'connections', label: 'Connections' },
  { key: 'usersJoinNearby', label: 'Players joining nearby' },
  { key: 'eventCreatedJoin', label: 'New events to join' },
  { key: 'eventJoined', label: 'Someone joined your event' },
  { key: 'hostNewEvent', label: 'New events from hosts you follow' },
  { key: 'endorsement', label: 'Endorsements' },
  { key: 'directMessage', label: 'Direct messages' },
  { key: 'teamJoin', label: 'Team joins' },
  { key: 'teamMessage', label: 'Team messages' },
  { key: 'announcements', label: 'Announcements' },
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number]['key'];
export type NotificationChannel = 'email' | 'push';
/** Per team: the team's own topic (its id) and its discussion. */
export const teamNotificationKeys = (teamId: string) => [teamId, `teamDiscussion_${teamId}`];

export const DELETE_CONFIRMATION = 'DELETE';

/** Activity subscription radius of spec section 9, in miles. */
export const ACTIVITY_SUBSCRIPTION_RADIUS = { min: 1, max: 50, default: 15, step: 1 } as const;
/** Game types a subscription cannot pick: 'Any' is a filter, and the spec excludes 'Other'. */
export const ACTIVITY_SUBSCRIPTION_EXCLUDED_TYPES = ['Any', 'Other'] as const;
/** Events matching within this window after the first reach the user as one digest. */
export const ACTIVITY_ALERT_DIGEST_MINUTES = 60;
