import type { Database } from '../db/database.ts';
import { publishSite } from '../domains/sites/publish.ts';
import { HOME_SLUG } from '../../shared/sites/blocks.ts';
import { starterSiteData, type SiteData } from '../../shared/sites/schemas.ts';

export const DEMO_SITE_TITLE = 'Austin Dinkers';

/** The demo site's pages: a hero, who they are, the live schedule and results, and how to reach them. */
function demoSiteData(): SiteData {
  const data = starterSiteData(DEMO_SITE_TITLE);
  data.pages = [
    {
      slug: HOME_SLUG,
      title: DEMO_SITE_TITLE,
      seoDescription: 'Austin Dinkers: friendly pickleball in Austin, TX. Our schedule, results and how to join.',
      content: [
        {
          type: 'Hero',
          props: {
            id: 'Hero-demo',
            heading: 'Austin Dinkers',
            subheading: 'Friendly pickleball in Austin, every Tuesday and Saturday.',
            image: null,
            buttonLabel: 'Contact us',
            buttonHref: '/site',
          },
        },
        {
          type: 'Text',
          props: { id: 'Text-demo', heading: 'About us', body: 'All levels welcome. We rotate partners, keep score loosely and head for tacos after.' },
        },
        { type: 'Schedule', props: { id: 'Schedule-demo', heading: 'Upcoming', limit: 5 } },
        { type: 'Standings', props: { id: 'Standings-demo', heading: 'Results' } },
        { type: 'Contact', props: { id: 'Contact-demo', heading: 'Contact', email: 'dinkers@rally.test', phone: '', note: 'Write to us to join a session.' } },
      ],
    },
  ];
  return data;
}

/** One published website for the Austin demo team (issue 35), for the demo and bench:web. Idempotent. */
export async function seedDemoWebsites(db: Database, now: Date): Promise<void> {
  const team = await db
    .selectFrom('teams as t')
    .innerJoin('users as u', 'u.id', 't.creatorId')
    .select(['t.id', 't.creatorId'])
    .where('t.name', '=', DEMO_SITE_TITLE)
    .where('u.email', '=', 'organiser.austin@rally.test')
    .executeTakeFirst();
  if (!team?.creatorId) return;
  if (await db.selectFrom('websites').select('id').where('teamId', '=', team.id).executeTakeFirst()) return;
  const site = await db
    .insertInto('websites')
    .values({ teamId: team.id, creatorId: team.creatorId, title: DEMO_SITE_TITLE })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('websiteDrafts')
    .values({ websiteId: site.id, data: JSON.stringify(demoSiteData()), updatedBy: team.creatorId })
    .execute();
  await publishSite(db, team.creatorId, site.id, now);
}
