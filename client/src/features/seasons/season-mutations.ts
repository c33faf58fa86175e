import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

/** After any change to a team's seasons: the list and the open registrations panels load again; a failure is told. */
export function useSeasonRefresh(teamId: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      await Promise.all([utils.seasons.byTeam.invalidate({ teamId }), utils.seasons.registrations.invalidate()]);
    },
    onError: (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  };
}
