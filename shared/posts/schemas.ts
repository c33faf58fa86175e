import * as z from 'zod/mini';
import { calendarDate, text } from '../common/text.ts';
import { citySchema } from '../common/schemas.ts';
import { findPostPlace } from './categories.ts';

/** How long a post's parts may be (the database checks the same bounds). */
export const POST_LIMITS = { title: 120, body: 5000, gameType: 60, search: 100, pageSize: 50 } as const;

const placeOnBoard = z
  .object({ category: text(60), subcategory: text(60) })
  .check(z.refine((value) => findPostPlace(value.category, value.subcategory) !== null, { error: 'Choose a category and subcategory of the board.' }));

/** A new post or an edit of one: a place on the board, a title, the text, and optional details. */
export const postDraftInput = z.object({
  place: placeOnBoard,
  title: text(POST_LIMITS.title, { trim: true, min: 1 }),
  body: text(POST_LIMITS.body, { trim: true, min: 1, multiline: true }),
  city: z.nullable(citySchema),
  gameType: z.nullable(text(POST_LIMITS.gameType, { trim: true })),
  happensOn: z.nullable(calendarDate()),
});
export type PostDraft = z.infer<typeof postDraftInput>;

/** One subcategory's posts, newest first (near the reader first when they have a city), or a search. */
export const postListInput = z.object({
  place: z.optional(placeOnBoard),
  search: z.optional(text(POST_LIMITS.search, { trim: true })),
});

export const postIdInput = z.object({ postId: z.uuid() });

export const postUpdateInput = z.object({ postId: z.uuid(), draft: postDraftInput });

export const postReplyInput = z.object({ postId: z.uuid(), body: text(2000, { trim: true, min: 1, multiline: true }) });
export const postReportInput = z.object({ postId: z.uuid(), reason: text(500, { trim: true, min: 1, multiline: true }) });

/** An admin's decision on a post hidden by reports. */
export const postReviewInput = z.object({ postId: z.uuid(), decision: z.enum(['restore', 'remove']) });
