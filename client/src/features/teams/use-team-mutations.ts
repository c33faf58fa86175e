import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

/**
 * Every team mutation refreshes the team, its roster and my-communities, says what went wrong,
 * and, given `successTitle`, says that it worked.
 */
export function useTeamRefresh(teamId: string, successTitle?: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      if (successTitle) void notify({ type: 'success', title: successTitle });
      await Promise.all([
        utils.teams.get.invalidate({ teamId }),
        utils.teams.roster.invalidate({ teamId }),
        utils.teams.mine.invalidate(),
        utils.teams.dependents.invalidate({ teamId }),
        utils.teams.schedule.invalidate({ teamId }),
      ]);
    },
    onError: (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  };
}
