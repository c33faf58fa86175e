import { createCallerFactory, router } from '../trpc/trpc.ts';
import { authRouter } from './auth.ts';
import { billingRouter } from './billing.ts';
import { citiesRouter } from './cities.ts';
import { eventsRouter } from './events.ts';
import { familyRouter } from './family.ts';
import { messagesRouter } from './messages.ts';
import { notificationsRouter } from './notifications.ts';
import { placesRouter } from './places.ts';
import { playersRouter } from './players.ts';
import { searchRouter } from './search.ts';
import { systemRouter } from './system.ts';
import { userListsRouter } from './user-lists.ts';
import { usersRouter } from './users.ts';

export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  cities: citiesRouter,
  events: eventsRouter,
  family: familyRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  places: placesRouter,
  players: playersRouter,
  search: searchRouter,
  system: systemRouter,
  userLists: userListsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
