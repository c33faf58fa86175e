import { Container } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { linkErrorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';

/** teams/join/{code}: the share link. Signed in (the route guard sees to that), it joins and opens the team. */
export default function JoinTeamPage() {
  const { code = '' } = useParams<{ code: string }>();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const join = trpc.teams.joinByCode.useMutation({
    onSuccess: async ({ teamId }) => {
      await utils.teams.mine.invalidate();
      navigate(`/team/${teamId}`, { replace: true });
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    join.mutate({ code });
  }, [code, join]);
  if (join.isError) {
    return (
      <Container maxW="2xl" py="8">
        <PageError message={linkErrorMessage(join.error, 'This team link is no longer valid.')} />
      </Container>
    );
  }
  return <PageLoading label="Joining the team..." />;
}
