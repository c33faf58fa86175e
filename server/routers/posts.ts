import { postDraftInput, postIdInput, postListInput, postReplyInput, postReportInput, postReviewInput, postUpdateInput } from '../../shared/posts/schemas.ts';
import { POST_RATE_LIMITS } from '../../shared/posts/messages.ts';
import { listReplies, replyToPost, reportPost } from '../domains/posts/replies-reports.ts';
import { closePost, createPost, deletePost, getPost, listPosts, updatePost } from '../domains/posts/posts.ts';
import { hiddenPosts, reviewPost } from '../domains/posts/post-review.ts';
import type { PostReader } from '../domains/posts/post-rows.ts';
import { isSiteAdmin } from '../access/site-admin.ts';
import type { Context } from '../trpc/context.ts';
import { AppError } from '../errors/app-error.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';

/** Who reads: the signed-in user, if any; the Test category only for admins or in development. */
function readerOf(ctx: Context): PostReader {
  const user = ctx.auth?.user ?? null;
  return { id: user?.id ?? null, seesTest: ctx.env.isDevelopment || (user !== null && isSiteAdmin(user)) };
}
const writerOf = (ctx: Context & { user: { id: string } }) => ({ ...readerOf(ctx), id: ctx.user.id });

/** The post board (issue 32): anyone reads; signed-in users write, and only their own posts change. */
export const postsRouter = router({
  list: publicProcedure.input(postListInput).query(async ({ ctx, input }) => {
    const reader = readerOf(ctx);
    const home = reader.id
      ? await ctx.db.selectFrom('users').select(['defaultCityLat as lat', 'defaultCityLng as lng']).where('id', '=', reader.id).executeTakeFirst()
      : null;
    const near = home?.lat != null && home.lng != null ? { lat: home.lat, lng: home.lng } : null;
    return listPosts(ctx.db, reader, input, near);
  }),
  get: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.db, readerOf(ctx), input.postId)),
  create: authedProcedure.input(postDraftInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimiter.enforce([{ key: `post-create:${ctx.user.id}`, limit: POST_RATE_LIMITS.postsPerUser }]);
    return createPost(ctx.db, writerOf(ctx), input, ctx.clock.now());
  }),
  update: authedProcedure.input(postUpdateInput).mutation(({ ctx, input }) => updatePost(ctx.db, writerOf(ctx), input.postId, input.draft, ctx.clock.now())),
  close: authedProcedure.input(postIdInput).mutation(({ ctx, input }) => closePost(ctx.db, ctx.user.id, input.postId, ctx.clock.now())),
  reply: authedProcedure.input(postReplyInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimiter.enforce([{ key: `post-reply:${ctx.user.id}`, limit: POST_RATE_LIMITS.repliesPerUser }]);
    return replyToPost(ctx.db, writerOf(ctx), input.postId, input.body, ctx.clock.now());
  }),
  replies: publicProcedure.input(postIdInput).query(({ ctx, input }) => listReplies(ctx.db, readerOf(ctx), input.postId)),
  report: authedProcedure.input(postReportInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimiter.enforce([{ key: `post-report:${ctx.user.id}`, limit: POST_RATE_LIMITS.reportsPerUser }]);
    return reportPost(ctx.db, writerOf(ctx), input.postId, input.reason, ctx.clock.now());
  }),
  // A deleted post's photo files stay in storage under unguessable names; only the rows go.
  delete: authedProcedure.input(postIdInput).mutation(({ ctx, input }) => deletePost(ctx.db, ctx.user.id, input.postId)),
  hidden: adminProcedure.query(({ ctx }) => hiddenPosts(ctx.db)),
  // The input is checked before who asks, so a malformed decision is a 400 for anyone.
  review: authedProcedure.input(postReviewInput).mutation(async ({ ctx, input }) => {
    if (!isSiteAdmin(ctx.user)) throw new AppError('FORBIDDEN', APP_MESSAGES.adminsOnly);
    return reviewPost(ctx.db, input.postId, input.decision);
  }),
});
