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
} as const;

/** A card shows the first 100 characters of a post's text (spec). */
export const POST_PREVIEW_CHARS = 100;

/** The text a card shows: the first 100 characters, cut at a character, with an ellipsis when cut. */
export function postPreview(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= POST_PREVIEW_CHARS ? chars.join('') : `${chars.slice(0, POST_PREVIEW_CHARS).join('').trimEnd()}…`;
}

/** Three reports hide a post until it is reviewed (issue 32). */
export const POST_REPORTS_TO_HIDE = 3;
