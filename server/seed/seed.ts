import type { DomainDeps } from '../deps.ts';
import { seedDemoActivityAlerts } from './demo-activity-alerts.ts';
import { seedDemoActivitySubscriptions } from './demo-activity-subscriptions.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoFamily } from './demo-family.ts';
import { seedDemoLeagues } from './demo-leagues.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { seedDemoSeasonsAndForms } from './demo-seasons-forms.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoTeamEvents } from './demo-team-events.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seedDemoWebsites } from './demo-websites.ts';

/**
 * Demo data, one named step per feature. Each step runs once per database (recorded in
 * demo_seeds) and is itself idempotent, so a crash half-way is repaired by the next start.
 */
const STEPS: { name: string; run: (deps: DomainDeps) => Promise<void> }[] = [
  { name: 'foundation-users', run: (deps) => seedDemoUsers(deps.db) },
  { name: 'availability', run: (deps) => seedDemoAvailability(deps.db) },
  { name: 'activity-subscriptions', run: (deps) => seedDemoActivitySubscriptions(deps.db) },
  { name: 'family', run: (deps) => seedDemoFamily(deps.db) },
  { name: 'places', run: (deps) => seedDemoPlaces(deps.db) },
  // After places: the demo events happen at them.
  { name: 'events', run: seedDemoEvents },
  // After events: the city alerts they matched.
  { name: 'activity-alerts', run: seedDemoActivityAlerts },
  { name: 'teams', run: (deps) => seedDemoTeams(deps.db) },
  // After teams and places: a match on a team's schedule.
  { name: 'team-events', run: seedDemoTeamEvents },
  // After teams: a season open for registration, and the team's registration form.
  { name: 'seasons-and-forms', run: (deps) => seedDemoSeasonsAndForms(deps.db, deps.clock.now()) },
  { name: 'posts', run: (deps) => seedDemoPosts(deps.db) },
  // After teams: a league of four Austin teams with a schedule and confirmed scores.
  { name: 'leagues', run: seedDemoLeagues },
  // After teams and their events: the Austin team's published website.
  { name: 'websites', run: (deps) => seedDemoWebsites(deps.db, deps.clock.now()) },
];

export async function seedDemoData(deps: DomainDeps): Promise<string[]> {
  const { db } = deps;
  const applied = new Set((await db.selectFrom('demoSeeds').select('name').execute()).map((row) => row.name));
  const ran: string[] = [];
  for (const step of STEPS) {
    if (applied.has(step.name)) continue;
    await step.run(deps);
    await db
      .insertInto('demoSeeds')
      .values({ name: step.name })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    ran.push(step.name);
  }
  return ran;
}
