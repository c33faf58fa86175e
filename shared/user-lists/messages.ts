/** User lists (block via list, invitations): ours; the spec is silent. */
export const USER_LIST_MESSAGES = {
  tooMany: (max: number) => `You can keep up to ${max} lists.`,
  cannotAddSelf: 'You cannot add yourself to a list.',
  notFound: 'List not found',
  listCreateFailed: 'Could not create the list.',
  listsLoadFailed: 'Could not load your lists.',
} as const;
