import { Stack, Switch, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** sportAvailability: switch each sport of the profile on or off. */
export function InterestsTab() {
  const utils = trpc.useUtils();
  const sports = trpc.users.sports.useQuery();
  const toggle = trpc.users.setSportEnabled.useMutation({
    onSuccess: (row) => utils.users.sports.setData(undefined, (rows) => rows?.map((r) => (r.sport === row.sport ? row : r))),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, SETTINGS_MESSAGES.changeSaveFailed) }),
  });
  return (
    <SectionCard title="Interests">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Switch off a sport to stop hearing about it for a while, without removing it from your profile.
        </Text>
        {sports.isPending && <Text>Loading...</Text>}
        {sports.isError && <PageError message={SETTINGS_MESSAGES.sportsLoadFailed} onRetry={() => void sports.refetch()} />}
        {sports.data?.length === 0 && (
          <Text>
            No sports yet. Add the game types you play in the <TextLink href="/settings?tab=general">General</TextLink> tab.
          </Text>
        )}
        {sports.data?.map((row) => (
          <Switch.Root
            key={row.sport}
            checked={row.enabled}
            colorPalette="teal"
            onCheckedChange={(event) => toggle.mutate({ sport: row.sport, enabled: event.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{row.sport}</Switch.Label>
          </Switch.Root>
        ))}
      </Stack>
    </SectionCard>
  );
}
