import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';

export type Conversation = inferRouterOutputs<AppRouter>['messages']['conversations'][number];
export type Message = inferRouterOutputs<AppRouter>['messages']['list']['messages'][number];
export type ReadMarker = { userId: string; displayName: string; lastReadAt: Date | null };
export type Group = inferRouterOutputs<AppRouter>['messages']['groups'][number];
