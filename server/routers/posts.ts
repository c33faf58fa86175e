import { postDraftInput, postIdInput, postListInput, postReplyInput, postReportInput, postUpdateInput } from '../../shared/posts/schemas.ts';
import { listReplies, replyToPost, reportPost } from '../domains/posts/replies-reports.ts';
import { closePost, createPost, deletePost, getPost, listPosts, updatePost } from '../domains/posts/posts.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';

/** The post board (issue 32): anyone reads; signed-in users write, and only their own posts change. */
export const postsRouter = router({
  list: publicProcedure.input(postListInput).query(async ({ ctx, input }) => {
    const readerId = ctx.auth?.user.id ?? null;
    const home = readerId
      ? await ctx.db.selectFrom('users').select(['defaultCityLat as lat', 'defaultCityLng as lng']).where('id', '=', readerId).executeTakeFirst()
      : null;
    const near = home?.lat != null && home.lng != null ? { lat: home.lat, lng: home.lng } : null;
    return listPosts(ctx.db, readerId, input, near);
  }),
  get: publicProcedure.input(postIdInput).query(({ ctx, input }) => getPost(ctx.db, ctx.auth?.user.id ?? null, input.postId)),
  create: authedProcedure.input(postDraftInput).mutation(({ ctx, input }) => createPost(ctx.db, ctx.user.id, input, ctx.clock.now())),
  update: authedProcedure.input(postUpdateInput).mutation(({ ctx, input }) => updatePost(ctx.db, ctx.user.id, input.postId, input.draft, ctx.clock.now())),
  close: authedProcedure.input(postIdInput).mutation(({ ctx, input }) => closePost(ctx.db, ctx.user.id, input.postId, ctx.clock.now())),
  reply: authedProcedure.input(postReplyInput).mutation(({ ctx, input }) => replyToPost(ctx.db, ctx.user.id, input.postId, input.body, ctx.clock.now())),
  replies: publicProcedure.input(postIdInput).query(({ ctx, input }) => listReplies(ctx.db, ctx.auth?.user.id ?? null, input.postId)),
  report: authedProcedure.input(postReportInput).mutation(({ ctx, input }) => reportPost(ctx.db, ctx.user.id, input.postId, input.reason, ctx.clock.now())),
  delete: authedProcedure.input(postIdInput).mutation(({ ctx, input }) => deletePost(ctx.db, ctx.user.id, input.postId)),
});
