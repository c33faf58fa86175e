/** Activity Subscription tab: the spec's texts (section 2) and error key (section 5) first, then ours. */
export const ACTIVITY_SUBSCRIPTION_MESSAGES = {
  emptyTitle: 'No subscriptions yet',
  emptyBody: 'Add your first city to start receiving activity updates',
  addCity: 'Add City',
  invalidLocation: 'invalidLocation',
  chooseCity: 'Choose a city from the suggestions',
  endBeforeStart: 'The end date must be after the start date',
  unknownActivity: 'Pick activities from the list',
  tooMany: 'You can subscribe to at most 20 cities',
  notFound: 'Subscription not found',
  saved: 'Subscription saved',
  saveFailed: 'Could not save your subscription. Please try again.',
  deleted: 'Subscription removed',
  deleteFailed: 'Could not remove your subscription. Please try again.',
  loadFailed: 'Could not load your activity subscriptions.',
  // Says when alerts come, so nobody waits at the inbox for one the moment an event is posted.
  howAlertsCome: (minutes: number) =>
    `Hear about new events in your cities: by e-mail and push as set under Notification Settings (New events to join). Events posted within ${minutes} minutes of each other come together in one alert, sent ${minutes} minutes after the first.`,
  activitiesLoadFailed: 'Could not load the activities.',
} as const;
