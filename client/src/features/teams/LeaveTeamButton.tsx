import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { useTeamRefresh } from './use-team-mutations.ts';

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
    </>
  );
}
