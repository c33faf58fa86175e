import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';

/** Pin and unpin a team message; either refreshes the pinned list (the chat itself updates live). */
export function usePinMutations(teamId: string) {
  const utils = trpc.useUtils();
  const settle = (title: string) => ({
    onSuccess: async () => {
      void notify({ type: 'success', title });
      await utils.teams.pinnedMessages.invalidate({ teamId });
    },
    onError: (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  });
  return {
    pin: trpc.teams.pinMessage.useMutation(settle(TEAM_MESSAGES.pinDone)),
    unpin: trpc.teams.unpinMessage.useMutation(settle(TEAM_MESSAGES.unpinDone)),
  };
}
