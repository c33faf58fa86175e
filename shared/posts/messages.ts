/** The post board's words, as the spec has them (section 2, "Post board"). */
export const POST_MESSAGES = {
  listTitle: (category: string, subcategory: string) => `Posts in ${category} - ${subcategory}`,
  loading: 'Loading posts...',
  empty: 'No posts found in this category.',
  viewMore: 'View More',
  notFound: 'Post not found.',
  closed: 'Closed',
  closedNoReplies: 'This post is closed and takes no more replies.',
  cannotReportOwn: 'You cannot report your own post.',
  testCategoryOnly: 'Only admins post in the Test category.',
  tooManyPhotos: 'A post has at most 4 photos.',
  photoNotFound: 'Photo not found.',
} as const;

/** A card shows the first 100 characters of a post's text (spec). */
export const POST_PREVIEW_CHARS = 100;

/** The text a card shows: the first 100 characters, cut at a character, with an ellipsis when cut. */
export function postPreview(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= POST_PREVIEW_CHARS ? chars.join('') : `${chars.slice(0, POST_PREVIEW_CHARS).join('').trimEnd()}…`;
}

/** A post carries up to 4 photos (issue 32), sent through the image pipeline. */
export const POST_PHOTO_LIMITS = { max: 4, maxBytes: 10 * 1024 * 1024, maxPx: 1600 } as const;

/**
 * Posting, replying and reporting budgets per user: enough for anyone using the board, too few to
 * flood it (counted in Postgres like every other rate limit; scaled in end-to-end runs).
 */
export const POST_RATE_LIMITS = {
  postsPerUser: { limit: 10, windowSeconds: 60 * 60 },
  repliesPerUser: { limit: 60, windowSeconds: 60 * 60 },
  reportsPerUser: { limit: 20, windowSeconds: 60 * 60 },
  photosPerUser: { limit: 40, windowSeconds: 60 * 60 },
} as const;

/** Three reports hide a post until it is reviewed (issue 32). */
export const POST_REPORTS_TO_HIDE = 3;

/** The board's own labels, where the spec names none. */
export const POST_WORDS = {
  board: 'Post board',
  boardIntro: 'Find a game, a sub, a coach or a ride: posts from players near you.',
  search: 'Search the board',
  searchResults: (query: string) => `Posts matching “${query}”`,
  noMatches: 'No posts match your search.',
  newPost: 'New post',
  title: 'Title',
  text: 'Text',
  publish: 'Post',
  publishFailed: 'Could not publish the post.',
  loadFailed: 'Could not load the posts.',
  postLoadFailed: 'Could not load the post.',
  signInToPost: 'Sign in to post',
  replies: 'Replies',
  noReplies: 'No replies yet.',
  reply: 'Reply',
  yourReply: 'Your reply',
  close: 'Close the post (found)',
  closedBadge: 'Closed',
  delete: 'Delete the post',
  deleteConfirm: 'Delete this post and its replies?',
  report: 'Report',
  reportReason: 'Why are you reporting this post?',
  reported: 'Thanks, the post was reported.',
  unknownPlace: 'That part of the board does not exist.',
  backToBoard: 'Back to the post board',
  city: 'City',
  cityHint: 'Players near this city see the post first.',
  gameType: 'Game type',
  anyGameType: 'Any sport',
  happensOn: 'Date',
  photos: 'Photos',
  photoFiles: 'Photo files',
  addPhotos: 'Add photos',
  photosHint: 'Up to 4 photos: JPEG, PNG or WebP.',
  photosMax: 'A post has at most 4 photos.',
  removePhoto: (index: number) => `Remove photo ${index}`,
  photoAlt: (title: string, index: number) => `Photo ${index} of “${title}”`,
  photoUploadFailed: 'The post was saved, but a photo could not be added.',
  edit: 'Edit',
  editPost: 'Edit post',
  save: 'Save',
  saved: 'Post updated',
  signInToPublish: 'Sign in to post',
  signInKeepsDraft: 'Sign in to publish: your draft is kept and opens again when you are back.',
  reviewTitle: 'Posts waiting for review',
  reviewIntro: 'Posts hidden after three reports. Restore one to the board (its reports are cleared) or remove it for good.',
  reviewEmpty: 'No posts are waiting for review.',
  restore: 'Restore',
  remove: 'Remove',
  reviewLoadFailed: 'Could not load the posts waiting for review.',
  reportedFor: 'Reported for',
  adminArea: 'Admin',
} as const;
