import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';

type GamesOutputs = inferRouterOutputs<AppRouter>['games'];
export type EventGamesData = GamesOutputs['byEvent'];
export type Game = EventGamesData['games'][number];
export type Bracket = NonNullable<GamesOutputs['bracket']>;
export type GoingPlayer = EventGamesData['going'][number];
export type StandingRow = GamesOutputs['standings']['rows'][number];
