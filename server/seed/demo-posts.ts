import type { Database } from '../db/database.ts';

interface DemoPost {
  authorEmail: string;
  category: string;
  subcategory: string;
  title: string;
  body: string;
  city: { name: string; lat: number; lng: number };
  gameType: string | null;
  reply?: { authorEmail: string; body: string };
}

const AUSTIN = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const DENVER = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const PORTLAND = { name: 'Portland, OR', lat: 45.5152, lng: -122.6784 };

/** A few posts on the board, so it reads like a board in use (issue 32). */
export const DEMO_POSTS: DemoPost[] = [
  {
    authorEmail: 'player.austin1@rally.test',
    category: 'play-and-competition',
    subcategory: 'sub-needed',
    title: 'Sub needed for Thursday doubles at Zilker',
    body: 'Our fourth is out this week. 3.5 level, 7 pm at Zilker Park Courts, we bring the balls. Reply here if you can make it.',
    city: AUSTIN,
    gameType: 'Pickleball',
    reply: { authorEmail: 'player.austin2@rally.test', body: 'I can play Thursday, 3.5 as well. See you at 7.' },
  },
  {
    authorEmail: 'player.austin3@rally.test',
    category: 'community-and-social',
    subcategory: 'carpool-to-games',
    title: 'Two seats to Saturday soccer at Butler Park',
    body: 'Driving from East Austin around 8:15 for the 9 am game. Two seats free, happy to split parking.',
    city: AUSTIN,
    gameType: 'Soccer',
  },
  {
    authorEmail: 'player.denver1@rally.test',
    category: 'play-and-competition',
    subcategory: 'find-a-game',
    title: 'Looking for a Sunday pickup basketball run',
    body: 'New to Denver and looking for a friendly full-court run on Sunday mornings. Any level is fine.',
    city: DENVER,
    gameType: 'Basketball',
  },
  {
    authorEmail: 'player.portland1@rally.test',
    category: 'training-and-coaching',
    subcategory: 'find-a-coach',
    title: 'Tennis coach for a returning player',
    body: 'Played in college, ten years off. Looking for a few lessons to get my serve back, weekday evenings.',
    city: PORTLAND,
    gameType: 'Tennis',
  },
];

/** Idempotent: a post already there (same author and title) is left alone. */
export async function seedDemoPosts(db: Database): Promise<void> {
  const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
  for (const post of DEMO_POSTS) {
    const authorId = users.get(post.authorEmail);
    if (!authorId) continue;
    const existing = await db.selectFrom('posts').select('id').where('authorId', '=', authorId).where('title', '=', post.title).executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('posts')
        .values({
          authorId,
          category: post.category,
          subcategory: post.subcategory,
          title: post.title,
          body: post.body,
          city: post.city.name,
          lat: post.city.lat,
          lng: post.city.lng,
          gameType: post.gameType,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const replier = post.reply ? users.get(post.reply.authorEmail) : undefined;
      if (post.reply && replier) await trx.insertInto('postReplies').values({ postId: id, authorId: replier, body: post.reply.body }).execute();
    });
  }
}
