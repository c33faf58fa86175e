import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useSeasonRefresh } from './season-mutations.ts';
import { SeasonCard } from './SeasonCard.tsx';
import { SeasonFieldsForm } from './SeasonFieldsForm.tsx';
import { SEASON_MESSAGES } from '../../../../shared/seasons/messages.ts';

/** The team page's seasons: open, closed and archived ones for everyone who sees the team; drafts and the tools to run them for owners and admins. */
export function TeamSeasons({ teamId }: { teamId: string }) {
  const seasons = trpc.seasons.byTeam.useQuery({ teamId });
  const refresh = useSeasonRefresh(teamId);
  const [creating, setCreating] = useState(false);
  const create = trpc.seasons.create.useMutation({
    ...refresh,
    onSuccess: async () => {
      setCreating(false);
      await refresh.onSuccess();
    },
  });
  if (seasons.isPending) return <Text color="fg.muted">Loading seasons...</Text>;
  if (seasons.isError) return <PageError message={SEASON_MESSAGES.seasonsLoadFailed} onRetry={() => void seasons.refetch()} />;
  const { manages } = seasons.data;
  return (
    <Stack gap="4" data-testid="team-seasons">
      {seasons.data.seasons.length === 0 && (
        <Text color="fg.muted">{manages ? 'No seasons yet. Create one to take registrations by group.' : 'No seasons yet.'}</Text>
      )}
      {seasons.data.seasons.map((season) => (
        <SeasonCard key={season.id} teamId={teamId} season={season} manages={manages} />
      ))}
      {manages &&
        (creating ? (
          <SeasonFieldsForm
            initial={{ label: '', startsOn: '', endsOn: '' }}
            submitLabel="Create season"
            pending={create.isPending}
            onSubmit={(season) => create.mutate({ teamId, season })}
          />
        ) : (
          <Button alignSelf="flex-start" variant="outline" onClick={() => setCreating(true)}>
            New season
          </Button>
        ))}
    </Stack>
  );
}
