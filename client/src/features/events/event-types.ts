import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';

type EventsOutputs = inferRouterOutputs<AppRouter>['events'];

/** The event page's data (events.get), as the server's output schema types it. */
export type EventDetail = EventsOutputs['get'];
export type EventViewer = NonNullable<EventDetail['viewer']>;
export type RosterEntry = EventsOutputs['roster'][number];
export type MyEvent = EventsOutputs['mine'][number];
