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
} as const;
