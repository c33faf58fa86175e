import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { seedDemoUsers } from './demo-users.ts';
import { DEMO_POSTS, seedDemoPosts } from './demo-posts.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('seeds the demo board once, with a reply under the Sub Needed post, and a second run adds nothing', async () => {
  await seedDemoUsers(h.db);
  await seedDemoPosts(h.db);
  await seedDemoPosts(h.db);
  const posts = await h.db.selectFrom('posts').select(['title', 'city']).orderBy('title').execute();
  expect(posts.map((post) => post.title).sort()).toEqual(DEMO_POSTS.map((post) => post.title).sort());
  expect(await h.db.selectFrom('postReplies').select('body').execute()).toEqual([{ body: 'I can play Thursday, 3.5 as well. See you at 7.' }]);
  const admin = await h.db.selectFrom('users').select('role').where('email', '=', 'admin@rally.test').executeTakeFirstOrThrow();
  expect(admin.role).toBe('admin');
});
