import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TZDate } from '@date-fns/tz';
import { FormAlert } from '../../components/PageStates.tsx';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import { ADD_GAME_LABELS, GAME_MESSAGES } from '../../../../shared/games/games.ts';
import type { GoingPlayer } from './game-types.ts';
import { SidePlayersPicker } from './SidePlayersPicker.tsx';
import { SideField, type SideChoice } from './SideField.tsx';

const pickedPlayers = (side: SideChoice) => (side.kind === 'players' ? side.userIds : []);
const ready = (side: SideChoice) => (side.kind === 'name' ? side.name.trim() !== '' : side.kind === 'players' ? side.userIds.length > 0 : true);

/**
 * A new game: each side is the hosting team, one of its opponents, a name, or players picked from
 * those going (pickup sides made on the day); a team event's game can count in one of its season
 * groups' standings. The sides sit side by side on a wide screen and one above the other on a phone.
 */
export function AddGameForm({
  eventId,
  timezone,
  hostingTeamId,
  hostingTeamName,
  going,
}: {
  eventId: string;
  timezone: string;
  hostingTeamId: string | null;
  hostingTeamName: string | null;
  going: GoingPlayer[];
}) {
  const utils = trpc.useUtils();
  const [home, setHome] = useState<SideChoice>({ kind: 'name', name: '' });
  const [away, setAway] = useState<SideChoice>({ kind: 'name', name: '' });
  const [groupId, setGroupId] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [court, setCourt] = useState('');
  const opponents = trpc.teams.externalTeams.useQuery({ teamId: hostingTeamId ?? '' }, { enabled: Boolean(hostingTeamId), retry: false });
  const seasons = trpc.seasons.byTeam.useQuery({ teamId: hostingTeamId ?? '' }, { enabled: Boolean(hostingTeamId), retry: false });
  const groups = (seasons.data?.seasons ?? [])
    .filter((season) => season.status !== 'archived')
    .flatMap((season) => season.groups.map((group) => ({ id: group.id, label: `${season.label}: ${group.name}` })));
  const create = trpc.games.create.useMutation({
    onSuccess: async () => {
      setHome({ kind: 'name', name: '' });
      setAway({ kind: 'name', name: '' });
      setStartsAt('');
      setCourt('');
      await utils.games.byEvent.invalidate({ eventId });
    },
  });
  const missing = [home, away].some((side) => side.kind === 'players' && side.userIds.length === 0)
    ? GAME_MESSAGES.pickPlayers
    : !ready(home) || !ready(away)
      ? GAME_MESSAGES.nameBothSides
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The time is on the venue's clocks, as every time on the event page is.
    const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(startsAt);
    const start = parts ? new TZDate(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), Number(parts[4]), Number(parts[5]), 0, timezone) : null;
    if (ready(home) && ready(away))
      create.mutate({
        eventId,
        home,
        away,
        startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : null,
        court,
        seasonGroupId: groupId || null,
      });
  };
  const sideProps = {
    hostingTeam: hostingTeamId ? { id: hostingTeamId, name: hostingTeamName ?? 'The team' } : null,
    opponents: opponents.data ?? [],
    offerPlayers: going.length > 0,
  };
  return (
    <form onSubmit={submit} aria-label="Add a game">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SideField label={ADD_GAME_LABELS.home} side={home} onChange={setHome} {...sideProps} />
          <SideField label={ADD_GAME_LABELS.away} side={away} onChange={setAway} {...sideProps} />
        </SimpleGrid>
        {(home.kind === 'players' || away.kind === 'players') && (
          <Stack gap="2">
            {home.kind === 'players' && (
              <SidePlayersPicker
                label={ADD_GAME_LABELS.home}
                going={going}
                picked={home.userIds}
                taken={pickedPlayers(away)}
                name={home.name}
                onChange={(next) => setHome({ kind: 'players', ...next })}
              />
            )}
            {away.kind === 'players' && (
              <SidePlayersPicker
                label={ADD_GAME_LABELS.away}
                going={going}
                picked={away.userIds}
                taken={pickedPlayers(home)}
                name={away.name}
                onChange={(next) => setAway({ kind: 'players', ...next })}
              />
            )}
          </Stack>
        )}
        <SimpleGrid columns={{ base: 1, md: groups.length > 0 ? 3 : 2 }} gap="3">
          {groups.length > 0 && (
            <SelectField
              label={ADD_GAME_LABELS.standings}
              width="full"
              value={groupId}
              onChange={setGroupId}
              placeholder={ADD_GAME_LABELS.notInStandings}
              options={groups.map((group) => ({ value: group.id, label: group.label }))}
            />
          )}
          <TextField label={ADD_GAME_LABELS.startsAt} type="datetime-local" value={startsAt} onChange={setStartsAt} />
          <TextField label={ADD_GAME_LABELS.court} value={court} maxLength={GAME_LIMITS.courtMax} onChange={setCourt} />
        </SimpleGrid>
        <Flex gap="2" align="center" wrap="wrap">
          <Button
            size="sm"
            type="submit"
            variant="outline"
            loading={create.isPending}
            disabled={missing !== null}
            aria-describedby={missing ? 'add-game-missing' : undefined}
          >
            {ADD_GAME_LABELS.submit}
          </Button>
          <DisabledReason id="add-game-missing" reason={missing} />
        </Flex>
        <FormAlert status="error" message={create.isError ? errorMessage(create.error, GAME_MESSAGES.updateFailed) : null} />
      </Stack>
    </form>
  );
}
