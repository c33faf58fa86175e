import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/** Every team mutation refreshes the team, its roster and my-communities, and says what went wrong. */
export function useTeamRefresh(teamId: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      await Promise.all([utils.teams.get.invalidate({ teamId }), utils.teams.roster.invalidate({ teamId }), utils.teams.mine.invalidate()]);
    },
    onError: (error: unknown) => void notify({ type: 'error', title: errorMessage(error, 'Something went wrong. Please try again.') }),
  };
}
