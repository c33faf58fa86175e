import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { linkErrorMessage, namesNothing } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { TEAM_ROLE_LABELS, type TeamRole } from '../../../shared/teams/teams.ts';

/**
 * teams/join/{code}: the share link. Signed in (the route guard sees to that), it names the team and
 * the role and asks before joining: a link opened by mistake must not put anyone on a roster.
 */
export default function JoinTeamPage() {
  const { code = '' } = useParams<{ code: string }>();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const preview = trpc.teams.previewByCode.useQuery({ code }, { retry: (count, error) => !namesNothing(error) && count < 2 });
  const [asking, setAsking] = useState(true);
  const join = trpc.teams.joinByCode.useMutation({
    onSuccess: async ({ teamId }) => {
      await utils.teams.mine.invalidate();
      navigate(`/team/${teamId}`, { replace: true });
    },
  });
  const member = preview.data?.isMember ? preview.data.teamId : null;
  // Already on the roster: there is nothing to confirm.
  useEffect(() => {
    if (member) navigate(`/team/${member}`, { replace: true });
  }, [member, navigate]);
  if (preview.isError) {
    return (
      <Container maxW="2xl" py="8">
        <PageError
          message={linkErrorMessage(preview.error, 'This team link is no longer valid.')}
          onRetry={namesNothing(preview.error) ? undefined : () => void preview.refetch()}
        />
      </Container>
    );
  }
  if (preview.isPending || member) return <PageLoading />;
  const team = preview.data;
  const role = TEAM_ROLE_LABELS[team.joinRole as TeamRole] ?? team.joinRole;
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="xl">
          {team.name}
        </Heading>
        {!asking && (
          <>
            <Text>{TEAM_MESSAGES.joinCancelled}</Text>
            <Button colorPalette="teal" onClick={() => setAsking(true)}>
              {TEAM_MESSAGES.joinConfirmTitle(team.name, role)}
            </Button>
            <TextLink href="/home">Back to Home</TextLink>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={TEAM_MESSAGES.joinConfirmTitle(team.name, role)}
        testId="join-team-confirm"
        confirmLabel={TEAM_MESSAGES.joinConfirm}
        confirmColor="teal"
        onConfirm={() => join.mutate({ code })}
        pending={join.isPending}
        error={join.error}
        failure={TEAM_MESSAGES.joinFailed}
      >
        <Text>{TEAM_MESSAGES.joinConfirmBody}</Text>
      </ConfirmDialog>
    </Container>
  );
}
