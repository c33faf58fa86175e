import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { POST_MESSAGES, POST_RATE_LIMITS } from '../../shared/posts/messages.ts';
import type { PostDraft } from '../../shared/posts/schemas.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const SUB_NEEDED = { category: 'play-and-competition', subcategory: 'sub-needed' };
let seq = 0;
const draft = (overrides: Partial<PostDraft> = {}): PostDraft => ({
  place: SUB_NEEDED,
  title: `Sub needed Thursday ${++seq}`,
  body: 'Our doubles partner is out; 7 pm at Zilker, 3.5 level.',
  city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
  gameType: 'Pickleball',
  happensOn: '2027-03-04',
  ...overrides,
});

describe('post board (issue 32)', () => {
  it('a player posts in Sub Needed; others and signed-out readers find it there, signed-out without its author', async () => {
    const author = await signedInUser(h, { displayName: 'Paula Poster' });
    const reader = await signedInUser(h);
    const { id } = await (await author.call()).posts.create(draft({ title: 'Sub needed for Thursday doubles' }));
    const listed = await (await reader.call()).posts.list({ place: SUB_NEEDED });
    expect(listed.map((post) => post.id)).toContain(id);
    expect((await (await reader.call()).posts.get({ postId: id })).authorName).toBe('Paula Poster');
    const guest = h.client('203.0.113.77');
    const seen = await (await guest.call()).posts.get({ postId: id });
    expect([seen.title, seen.authorId, seen.authorName]).toEqual(['Sub needed for Thursday doubles', null, null]);
    // Another subcategory does not list it.
    expect(
      (await (await reader.call()).posts.list({ place: { category: 'community-and-social', subcategory: 'carpool-to-games' } })).map((post) => post.id),
    ).not.toContain(id);
  });

  it('finds a post by the words of its text across the board', async () => {
    const author = await signedInUser(h);
    const { id } = await (await author.call()).posts.create(draft({ body: 'Looking for a goalkeeper with gloves for Sunday.' }));
    const found = await (await author.call()).posts.list({ search: 'goalkeeper gloves' });
    expect(found.map((post) => post.id)).toContain(id);
    expect((await (await author.call()).posts.list({ search: 'goalkeeper trombone' })).map((post) => post.id)).not.toContain(id);
  });

  it('only the author edits, closes or deletes a post; anyone else is told it is not found', async () => {
    const author = await signedInUser(h);
    const stranger = await signedInUser(h);
    const { id } = await (await author.call()).posts.create(draft());
    const attempts = [
      async () => (await stranger.call()).posts.update({ postId: id, draft: draft({ title: 'Mine now' }) }),
      async () => (await stranger.call()).posts.close({ postId: id }),
      async () => (await stranger.call()).posts.delete({ postId: id }),
    ];
    for (const attempt of attempts) {
      const error = await rejection(attempt());
      expect([error.code, error.message]).toEqual(['NOT_FOUND', POST_MESSAGES.notFound]);
    }
    await (await author.call()).posts.close({ postId: id });
    expect((await (await stranger.call()).posts.get({ postId: id })).closedAt).toBeInstanceOf(Date);
    await (await author.call()).posts.delete({ postId: id });
    expect((await rejection((await stranger.call()).posts.get({ postId: id }))).code).toBe('NOT_FOUND');
  });

  it('hides posts across a block, both ways', async () => {
    const author = await signedInUser(h);
    const blocker = await signedInUser(h);
    const { id } = await (await author.call()).posts.create(draft());
    await (await blocker.call()).blocks.block({ userIds: [author.user.id] });
    expect((await (await blocker.call()).posts.list({ place: SUB_NEEDED })).map((post) => post.id)).not.toContain(id);
    expect((await rejection((await blocker.call()).posts.get({ postId: id }))).code).toBe('NOT_FOUND');
    const { id: blockersPost } = await (await blocker.call()).posts.create(draft());
    expect((await (await author.call()).posts.list({ place: SUB_NEEDED })).map((post) => post.id)).not.toContain(blockersPost);
  });

  it('refuses a place that is not on the board, an empty title and control characters', async () => {
    const author = await signedInUser(h);
    expect((await rejection((await author.call()).posts.create(draft({ place: { category: 'play-and-competition', subcategory: 'nowhere' } })))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await rejection((await author.call()).posts.create(draft({ title: '   ' })))).code).toBe('BAD_REQUEST');
    expect((await rejection((await author.call()).posts.create(draft({ title: 'Bell\u0007' })))).code).toBe('BAD_REQUEST');
    expect((await rejection((await h.client('203.0.113.78').call()).posts.create(draft()))).code).toBe('UNAUTHORIZED');
  });

  it('players reply under a post until its author closes it; signed-out readers see the replies without names', async () => {
    const author = await signedInUser(h);
    const helper = await signedInUser(h, { displayName: 'Hal Helper' });
    const { id } = await (await author.call()).posts.create(draft());
    await (await helper.call()).posts.reply({ postId: id, body: 'I can play, 3.5 level.' });
    expect((await (await author.call()).posts.replies({ postId: id })).map((reply) => [reply.authorName, reply.body])).toEqual([
      ['Hal Helper', 'I can play, 3.5 level.'],
    ]);
    expect((await (await h.client('203.0.113.79').call()).posts.replies({ postId: id })).map((reply) => [reply.authorName, reply.body])).toEqual([
      [null, 'I can play, 3.5 level.'],
    ]);
    await (await author.call()).posts.close({ postId: id });
    const error = await rejection((await helper.call()).posts.reply({ postId: id, body: 'Still need one?' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', POST_MESSAGES.closedNoReplies]);
  });

  it('three readers’ reports hide a post from the board; one reader’s second report and the author’s own do not count', async () => {
    const author = await signedInUser(h);
    const [first, second, third] = await Promise.all([signedInUser(h), signedInUser(h), signedInUser(h)]);
    const { id } = await (await author.call()).posts.create(draft());
    expect(await (await first.call()).posts.report({ postId: id, reason: 'Spam' })).toEqual({ hidden: false });
    expect(await (await first.call()).posts.report({ postId: id, reason: 'Spam again' })).toEqual({ hidden: false });
    expect((await rejection((await author.call()).posts.report({ postId: id, reason: 'Oops' }))).message).toBe(POST_MESSAGES.cannotReportOwn);
    expect(await (await second.call()).posts.report({ postId: id, reason: 'Rude' })).toEqual({ hidden: false });
    expect(await (await third.call()).posts.report({ postId: id, reason: 'Scam' })).toEqual({ hidden: true });
    expect((await (await author.call()).posts.list({ place: SUB_NEEDED })).map((post) => post.id)).not.toContain(id);
    expect((await rejection((await first.call()).posts.get({ postId: id }))).code).toBe('NOT_FOUND');
  });

  it('keeps the Test category to admins: a player neither posts there nor sees its posts', async () => {
    const player = await signedInUser(h);
    const admin = await signedInUser(h);
    await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const TEST = { category: 'test', subcategory: 'test' };
    const refused = await rejection((await player.call()).posts.create(draft({ place: TEST })));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', POST_MESSAGES.testCategoryOnly]);
    const { id } = await (await admin.call()).posts.create(draft({ place: TEST, title: 'Trying the board out' }));
    expect((await (await admin.call()).posts.list({ place: TEST })).map((post) => post.id)).toContain(id);
    expect(await (await player.call()).posts.list({ place: TEST })).toEqual([]);
    expect((await (await player.call()).posts.list({ search: 'Trying the board out' })).map((post) => post.id)).not.toContain(id);
    expect((await rejection((await player.call()).posts.get({ postId: id }))).code).toBe('NOT_FOUND');
    const { id: mine } = await (await player.call()).posts.create(draft());
    expect((await rejection((await player.call()).posts.update({ postId: mine, draft: draft({ place: TEST }) }))).code).toBe('FORBIDDEN');
  });

  it('an admin reviews hidden posts: restoring puts one back with its reports cleared, removing deletes another; players are refused', async () => {
    const author = await signedInUser(h, { displayName: 'Rex Reported' });
    const admin = await signedInUser(h);
    await h.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    const reporters = await Promise.all([signedInUser(h), signedInUser(h), signedInUser(h)]);
    const hide = async (postId: string) => {
      for (const [index, reporter] of reporters.entries()) await (await reporter.call()).posts.report({ postId, reason: `Reason ${index + 1}` });
    };
    const { id: kept } = await (await author.call()).posts.create(draft({ title: 'Honest sub request' }));
    const { id: spam } = await (await author.call()).posts.create(draft({ title: 'Cheap watches' }));
    await hide(kept);
    await hide(spam);
    for (const stranger of [author, reporters[0]!]) {
      expect((await rejection((await stranger.call()).posts.hidden())).code).toBe('FORBIDDEN');
      expect((await rejection((await stranger.call()).posts.review({ postId: kept, decision: 'restore' }))).code).toBe('FORBIDDEN');
    }
    const queue = await (await admin.call()).posts.hidden();
    const row = queue.find((post) => post.id === kept);
    expect([row?.authorName, row?.reasons]).toEqual(['Rex Reported', ['Reason 1', 'Reason 2', 'Reason 3']]);
    await (await admin.call()).posts.review({ postId: kept, decision: 'restore' });
    await (await admin.call()).posts.review({ postId: spam, decision: 'remove' });
    expect((await (await admin.call()).posts.hidden()).map((post) => post.id)).not.toContain(kept);
    expect((await (await reporters[0]!.call()).posts.get({ postId: kept })).title).toBe('Honest sub request');
    expect(await (await reporters[0]!.call()).posts.report({ postId: kept, reason: 'Again' })).toEqual({ hidden: false });
    expect(await h.db.selectFrom('posts').select('id').where('id', '=', spam).executeTakeFirst()).toBeUndefined();
    expect((await rejection((await admin.call()).posts.review({ postId: spam, decision: 'restore' }))).code).toBe('NOT_FOUND');
  });

  it('limits how often one player posts', async () => {
    const author = await signedInUser(h);
    for (let count = 0; count < POST_RATE_LIMITS.postsPerUser.limit; count += 1) await (await author.call()).posts.create(draft());
    expect((await rejection((await author.call()).posts.create(draft()))).code).toBe('TOO_MANY_REQUESTS');
    // Another player is not held back by the first one's budget.
    await (await (await signedInUser(h)).call()).posts.create(draft());
  });
});
