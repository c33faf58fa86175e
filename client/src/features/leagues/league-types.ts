import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';

type LeagueOutputs = inferRouterOutputs<AppRouter>['leagues'];
export type LeagueView = LeagueOutputs['get'];
export type LeagueSeason = LeagueView['seasons'][number];
export type LeagueDivision = LeagueSeason['divisions'][number];
export type LeaguePermissions = LeagueView['permissions'];
export type LeagueGame = LeagueOutputs['schedule']['games'][number];
export type DivisionEntry = LeagueOutputs['entries']['entries'][number];
