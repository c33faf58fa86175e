import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { InviteTeamDialog } from './InviteTeamDialog.tsx';
import type { DivisionEntry, LeagueDivision, LeagueView } from './league-types.ts';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../../shared/forms/schemas.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { ENTRY_STATE_LABELS } from '../../../../shared/leagues/leagues.ts';

const STATE_COLORS: Record<DivisionEntry['state'], string> = { applied: 'orange', invited: 'blue', approved: 'green', declined: 'red', withdrawn: 'gray' };

/**
 * A division's entries for those who act on them: the league's admins approve or decline
 * applications and invite teams; a team's owners and admins answer its invitation. Others see
 * nothing here (the division's teams are listed above).
 */
export function DivisionEntries({
  leagueId,
  division,
  canInvite,
  city,
}: {
  leagueId: string;
  division: LeagueDivision;
  canInvite: boolean;
  city: LeagueView['league']['city'];
}) {
  const utils = trpc.useUtils();
  const entries = trpc.leagues.entries.useQuery({ divisionId: division.id });
  const [inviting, setInviting] = useState(false);
  const refresh = async () => {
    await Promise.all([utils.leagues.entries.invalidate({ divisionId: division.id }), utils.leagues.get.invalidate({ leagueId })]);
  };
  const failed = (failure: unknown) => void notify({ type: 'error', title: errorMessage(failure, W.saveFailed) });
  const decide = trpc.leagues.decide.useMutation({ onSuccess: refresh, onError: failed });
  const respond = trpc.leagues.respond.useMutation({ onSuccess: refresh, onError: failed });
  if (entries.isPending) return null;
  if (entries.isError) return <PageError message={W.entriesFailed} onRetry={() => void entries.refetch()} />;
  const { manages } = entries.data;
  const shown = entries.data.entries.filter((entry) => manages || entry.managesTeam);
  if (!manages && shown.length === 0) return null;
  const busy = (entryId: string) =>
    (decide.isPending && decide.variables?.entryId === entryId) || (respond.isPending && respond.variables?.entryId === entryId);
  return (
    <Stack gap="2" as="section" aria-label={`${division.name} ${W.entriesHeading}`}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {W.entriesHeading}
        </Heading>
        {canInvite && (
          <Button size="xs" variant="outline" onClick={() => setInviting(true)}>
            {W.inviteTeam}
          </Button>
        )}
      </Flex>
      {shown.length === 0 && <Text color="fg.muted">{W.noEntries}</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {shown.map((entry) => (
          <Flex as="li" key={entry.id} data-testid="division-entry" justify="space-between" align="center" gap="2" wrap="wrap">
            <Flex gap="2" align="center" wrap="wrap" minW="0">
              <TextLink href={`/team/${entry.team.id}`}>{entry.team.name}</TextLink>
              <Badge colorPalette={STATE_COLORS[entry.state]}>{ENTRY_STATE_LABELS[entry.state]}</Badge>
              {entry.submissionStatus && (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {SUBMISSION_STATUS_LABELS[entry.submissionStatus as SubmissionStatus] ?? entry.submissionStatus}
                </Text>
              )}
            </Flex>
            <Flex gap="2">
              {manages && entry.state === 'applied' && (
                <>
                  <Button size="xs" colorPalette="teal" loading={busy(entry.id)} onClick={() => decide.mutate({ entryId: entry.id, approve: true })}>
                    {W.approve}
                  </Button>
                  <Button size="xs" variant="outline" disabled={busy(entry.id)} onClick={() => decide.mutate({ entryId: entry.id, approve: false })}>
                    {W.decline}
                  </Button>
                </>
              )}
              {entry.managesTeam && entry.state === 'invited' && (
                <>
                  <Button size="xs" colorPalette="teal" loading={busy(entry.id)} onClick={() => respond.mutate({ entryId: entry.id, accept: true })}>
                    {W.accept}
                  </Button>
                  <Button size="xs" variant="outline" disabled={busy(entry.id)} onClick={() => respond.mutate({ entryId: entry.id, accept: false })}>
                    {W.decline}
                  </Button>
                </>
              )}
            </Flex>
          </Flex>
        ))}
      </Stack>
      {inviting && <InviteTeamDialog division={division} city={city} onClose={() => setInviting(false)} />}
    </Stack>
  );
}
