import { Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { useTeamRefresh } from './use-team-mutations.ts';

// The dialog (and Chakra's dialog machinery) is fetched when asked for: the team page's first paint carries only the button.
const ConfirmDialog = lazy(() => import('../../components/ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

/** The team page's "Leave team": it asks first, since coming back needs an invitation or the link. */
export function LeaveTeamButton({ teamId, teamName }: { teamId: string; teamName: string }) {
  const [asking, setAsking] = useState(false);
  const refresh = useTeamRefresh(teamId);
  // A failure shows inside the dialog (ConfirmDialog), so no toast here.
  const leave = trpc.teams.leave.useMutation({
    onSuccess: async () => {
      setAsking(false);
      await refresh.onSuccess();
    },
  });
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          leave.reset();
          setAsking(true);
        }}
      >
        {TEAM_MESSAGES.leaveConfirm}
      </Button>
      {asking && (
        <Suspense>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            title={TEAM_MESSAGES.leaveConfirmTitle(teamName)}
            testId="leave-team-confirm"
            role="alertdialog"
            confirmLabel={TEAM_MESSAGES.leaveConfirm}
            onConfirm={() => leave.mutate({ teamId })}
            pending={leave.isPending}
            error={leave.error}
            failure={TEAM_MESSAGES.leaveFailed}
          >
            <Text>{TEAM_MESSAGES.leaveConfirmBody}</Text>
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
