import { createCallerFactory, mergeRouters, router } from '../trpc/trpc.ts';
import { activitySubscriptionsRouter } from './activity-subscriptions.ts';
import { authRouter } from './auth.ts';
import { availabilityRouter } from './availability.ts';
import { billingRouter } from './billing.ts';
import { blocksRouter } from './blocks.ts';
import { citiesRouter } from './cities.ts';
import { eventsRouter } from './events.ts';
import { familyRouter } from './family.ts';
import { followsRouter } from './follows.ts';
import { formsRouter } from './forms.ts';
import { gamesRouter } from './games.ts';
import { helpRouter } from './help.ts';
import { homeRouter } from './home.ts';
import { leaguesRouter } from './leagues.ts';
import { postsRouter } from './posts.ts';
import { pushRouter } from './push.ts';
import { messagesRouter } from './messages.ts';
import { notificationsRouter } from './notifications.ts';
import { organizationsRouter } from './organizations.ts';
import { siteDomainsRouter } from './site-domains.ts';
import { placesRouter } from './places.ts';
import { playersRouter } from './players.ts';
import { searchRouter } from './search.ts';
import { seasonsRouter } from './seasons.ts';
import { sitesRouter } from './sites.ts';
import { systemRouter } from './system.ts';
import { teamsRouter } from './teams.ts';
import { userListsRouter } from './user-lists.ts';
import { usersRouter } from './users.ts';

export const appRouter = router({
  activitySubscriptions: activitySubscriptionsRouter,
  auth: authRouter,
  availability: availabilityRouter,
  billing: billingRouter,
  blocks: blocksRouter,
  cities: citiesRouter,
  events: eventsRouter,
  family: familyRouter,
  follows: followsRouter,
  forms: formsRouter,
  games: gamesRouter,
  help: helpRouter,
  home: homeRouter,
  leagues: leaguesRouter,
  posts: postsRouter,
  push: pushRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  organizations: organizationsRouter,
  places: placesRouter,
  players: playersRouter,
  search: searchRouter,
  seasons: seasonsRouter,
  // The site builder's procedures and custom domains' (issue 35) under one key.
  sites: mergeRouters(sitesRouter, siteDomainsRouter),
  system: systemRouter,
  teams: teamsRouter,
  userLists: userListsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
