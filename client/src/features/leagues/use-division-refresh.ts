import { trpc } from '../../lib/trpc.ts';

/** The refreshes after a score or a game changes: the division's schedule and standings, and the league's page. */
export function useDivisionRefresh(divisionId: string): () => Promise<void> {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.leagues.schedule.invalidate({ divisionId }), utils.leagues.standings.invalidate({ divisionId }), utils.leagues.get.invalidate()]).then(
      () => undefined,
    );
}
