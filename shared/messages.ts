/**
 * Every user-visible text, one file per area so each page's bundle carries only its own words;
 * import from here (or from the area's file).
 */
export * from './messages/spec.ts';
export * from './messages/app.ts';
export * from './messages/settings.ts';
export * from './messages/user-lists.ts';
export * from './messages/notifications.ts';
export * from './messages/family.ts';
export * from './messages/activity-subscriptions.ts';
export * from './messages/billing.ts';
export * from './messages/teams.ts';
export * from './messages/events.ts';
export * from './messages/validation.ts';
export * from './messages/uploads.ts';
export * from './messages/places.ts';
export * from './messages/cities.ts';
export * from './messages/discover.ts';
export * from './messages/availability.ts';
export * from './messages/login-errors.ts';
export * from './messages/messaging.ts';
export * from './messages/seasons.ts';
export * from './messages/forms.ts';
export * from './messages/invitations.ts';
