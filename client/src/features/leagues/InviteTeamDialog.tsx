import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import type { LeagueDivision, LeagueView } from './league-types.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** "Invite a team": public teams near the league's city, by name (Find a team's search); the team's owners answer the invitation. */
export function InviteTeamDialog({ division, city, onClose }: { division: LeagueDivision; city: LeagueView['league']['city']; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [near, setNear] = useState<City | null>(city);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(text.trim(), 300);
  const teams = trpc.teams.search.useQuery(
    { lat: near?.lat ?? 0, lng: near?.lng ?? 0, radiusKm: TEAM_LIMITS.searchRadiusKmMax, ...(debounced ? { text: debounced } : {}) },
    { enabled: Boolean(near), placeholderData: (previous) => previous },
  );
  const taken = new Set(division.teams.map((team) => team.id));
  const invite = trpc.leagues.invite.useMutation({
    onSuccess: async (_, input) => {
      await utils.leagues.entries.invalidate({ divisionId: division.id });
      const team = teams.data?.teams.find((candidate) => candidate.id === input.teamId);
      void notify({ type: 'success', title: W.invited(team?.name ?? '') });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  return (
    <AppDialog open onClose={onClose} title={W.inviteTitle} testId="league-invite-dialog">
      <Stack gap="4">
        <CitySearchInput label={W.nearLabel} value={near} onChange={setNear} />
        <TextField label={W.teamSearchLabel} value={text} onChange={setText} maxLength={TEAM_LIMITS.searchTextMax} />
        {near && teams.isPending && <Text color="fg.muted">{W.loadingTeams}</Text>}
        {teams.isError && <FormAlert status="error" message={errorMessage(teams.error, W.loadFailed)} />}
        {teams.data && teams.data.teams.length === 0 && <Text color="fg.muted">{W.noTeamsFound}</Text>}
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {teams.data?.teams
            .filter((team) => !taken.has(team.id))
            .map((team) => (
              <Flex as="li" key={team.id} justify="space-between" align="center" gap="2" data-testid="invite-team-result">
                <Text minW="0" wordBreak="break-word">
                  {team.name}
                  <Text as="span" color="fg.muted">{` · ${[team.gameType, team.cityName].filter(Boolean).join(' · ')}`}</Text>
                </Text>
                <Button
                  size="xs"
                  colorPalette="teal"
                  loading={invite.isPending && invite.variables?.teamId === team.id}
                  onClick={() => invite.mutate({ divisionId: division.id, teamId: team.id })}
                >
                  {W.invite}
                </Button>
              </Flex>
            ))}
        </Stack>
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
