import { createCallerFactory, router } from '../trpc/trpc.ts';
import { authRouter } from './auth.ts';
import { citiesRouter } from './cities.ts';
import { familyRouter } from './family.ts';
import { messagesRouter } from './messages.ts';
import { notificationsRouter } from './notifications.ts';
import { playersRouter } from './players.ts';
import { systemRouter } from './system.ts';
import { userListsRouter } from './user-lists.ts';
import { usersRouter } from './users.ts';

export const appRouter = router({
  auth: authRouter,
  cities: citiesRouter,
  family: familyRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  players: playersRouter,
  system: systemRouter,
  userLists: userListsRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
