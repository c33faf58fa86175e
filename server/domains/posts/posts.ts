import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { PostDraft } from '../../../shared/posts/schemas.ts';
import { POST_LIMITS } from '../../../shared/posts/schemas.ts';
import { AppError } from '../../errors/app-error.ts';
import { POST_MESSAGES } from '../../../shared/posts/messages.ts';
import { POST_TEST_CATEGORY } from '../../../shared/posts/categories.ts';
import { photosOf, POST_COLUMNS, requireOwnPost, visiblePosts, type PostReader } from './post-rows.ts';

const draftValues = (draft: PostDraft) => ({
  category: draft.place.category,
  subcategory: draft.place.subcategory,
  title: draft.title,
  body: draft.body,
  city: draft.city?.name ?? null,
  lat: draft.city?.lat ?? null,
  lng: draft.city?.lng ?? null,
  gameType: draft.gameType || null,
  happensOn: draft.happensOn,
});

/** The Test category takes posts only from those who see it; everyone else is told why. */
function assertMayPostIn(reader: PostReader, draft: PostDraft) {
  if (draft.place.category === POST_TEST_CATEGORY && !reader.seesTest) throw new AppError('FORBIDDEN', POST_MESSAGES.testCategoryOnly);
}

export async function createPost(db: Kysely<DB>, reader: PostReader & { id: string }, draft: PostDraft, now: Date) {
  assertMayPostIn(reader, draft);
  return db
    .insertInto('posts')
    .values({ ...draftValues(draft), authorId: reader.id, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updatePost(db: Kysely<DB>, reader: PostReader & { id: string }, postId: string, draft: PostDraft, now: Date) {
  await requireOwnPost(db, postId, reader.id);
  assertMayPostIn(reader, draft);
  await db
    .updateTable('posts')
    .set({ ...draftValues(draft), updatedAt: now })
    .where('id', '=', postId)
    .execute();
}

/** The author closes a post ("Sub found"): it stays readable, marked closed, and takes no replies. */
export async function closePost(db: Kysely<DB>, userId: string, postId: string, now: Date) {
  await requireOwnPost(db, postId, userId);
  await db.updateTable('posts').set({ closedAt: now, updatedAt: now }).where('id', '=', postId).where('closedAt', 'is', null).execute();
}

/** Deletes the author's post; its photos, replies and reports go with it (foreign keys cascade). */
export async function deletePost(db: Kysely<DB>, userId: string, postId: string): Promise<void> {
  await requireOwnPost(db, postId, userId);
  await db.deleteFrom('posts').where('id', '=', postId).execute();
}

/**
 * A subcategory's posts, or a search across the board: open posts first, then near the reader's
 * city (when they have one), then newest. A search ranks by the title-weighted text match. Each
 * row carries its first photo, for the card.
 */
export async function listPosts(
  db: Kysely<DB>,
  reader: PostReader,
  input: { place?: { category: string; subcategory: string } | undefined; search?: string | undefined },
  near: { lat: number; lng: number } | null,
) {
  let query = visiblePosts(db, reader).select(POST_COLUMNS);
  if (input.place) query = query.where('p.category', '=', input.place.category).where('p.subcategory', '=', input.place.subcategory);
  const search = input.search?.trim();
  if (search) query = query.where(sql<boolean>`p.search @@ websearch_to_tsquery('simple', ${search})`);
  query = query.orderBy(sql`p.closed_at is not null`);
  if (search) query = query.orderBy(sql`ts_rank(p.search, websearch_to_tsquery('simple', ${search}))`, 'desc');
  if (near) {
    // Rough squared distance in degrees, longitude scaled at the reader's latitude: enough to order.
    const scale = Math.cos((near.lat * Math.PI) / 180) ** 2;
    query = query.orderBy(sql`case when p.lat is null then 1e9 else (p.lat - ${near.lat})^2 + ${scale} * (p.lng - ${near.lng})^2 end`);
  }
  const rows = await query.orderBy('p.createdAt', 'desc').orderBy('p.id').limit(POST_LIMITS.pageSize).execute();
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, photoUrl: photos.get(row.id)?.[0]?.url ?? null }));
}

/** One post with its author's name and photos, for anyone who may see it; NOT_FOUND otherwise. */
export async function getPost(db: Kysely<DB>, reader: PostReader, postId: string) {
  const post = await visiblePosts(db, reader)
    .innerJoin('users as u', 'u.id', 'p.authorId')
    .select([...POST_COLUMNS, 'p.authorId', 'u.displayName as authorName', 'p.updatedAt', 'p.lat', 'p.lng'])
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!post) throw new AppError('NOT_FOUND', POST_MESSAGES.notFound);
  const photos = (await photosOf(db, [postId])).get(postId) ?? [];
  // Signed-out readers see the post, not who wrote it (the issue: no authors' profiles for them).
  return reader.id ? { ...post, photos } : { ...post, photos, authorId: null, authorName: null };
}
