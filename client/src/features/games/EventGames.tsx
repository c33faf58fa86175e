import { Badge, Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import { GAME_MESSAGES, GAME_STATUS_LABELS } from '../../../../shared/games/games.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { BracketView } from './BracketView.tsx';
import { formatEventWhen } from '../events/event-format.ts';
import { TZDate } from '@date-fns/tz';
import { GameScoreEditor } from './GameScoreEditor.tsx';
import { GenerateBracketDialog } from './GenerateBracketDialog.tsx';
import type { Game, GoingPlayer } from './game-types.ts';
import { SidePlayersPicker } from './SidePlayersPicker.tsx';
import { GameHistory } from './GameHistory.tsx';
import { SelectInput } from '../../components/SelectField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { BRACKET_WORDS } from '../../../../shared/games/bracket-words.ts';
import { eventPaths } from '../events/event-paths.ts';
import { roundTitlesByGame } from './bracket-rounds.ts';

/**
 * The event's games and playoff bracket, live: every score saved anywhere reaches this page over
 * server-sent events. Its organiser and the team's admins score games, add them, and generate or
 * reset the bracket. Hidden on an event with no games for those who cannot add any.
 */
export function EventGames({
  eventId,
  timezone,
  hostingTeamId,
  hostingTeamName,
}: {
  eventId: string;
  timezone: string;
  hostingTeamId: string | null;
  hostingTeamName: string | null;
}) {
  const utils = trpc.useUtils();
  const games = trpc.games.byEvent.useQuery({ eventId }, { retry: false });
  const bracket = trpc.games.bracket.useQuery({ eventId }, { retry: false });
  trpc.games.onEventGames.useSubscription(
    { eventId },
    {
      onData: (data) => {
        utils.games.byEvent.setData({ eventId }, data);
        void utils.games.bracket.invalidate({ eventId });
      },
    },
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [resetting, setResetting] = useState(false);
  const remove = trpc.games.remove.useMutation({
    // Spec section 4: deleting a playoff game reselects the game it was generated from.
    onSuccess: async (_result, variables) => {
      const removed = games.data?.games.find((game) => game.id === variables.gameId);
      setEditing(removed?.sourceGameId ?? null);
      await utils.games.byEvent.invalidate({ eventId });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, GAME_MESSAGES.updateFailed) }),
  });
  const reset = trpc.games.resetPlayoffBracket.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: GAME_MESSAGES.bracketReset });
      setResetting(false);
      await utils.games.invalidate();
    },
  });

  if (games.isPending) return null;
  if (games.isError)
    return (
      <SectionCard title="Games" region>
        <FormAlert status="error" message={errorMessage(games.error, GAME_MESSAGES.loadGamesFailed)} />
      </SectionCard>
    );
  const { manages } = games.data;
  // Games of a reset bracket stay listed: their results are the event's history.
  const list = games.data.games;
  if (list.length === 0 && !bracket.data && !manages) return null;
  // The spec's games store keeps a selected game per event: the one being scored here.
  const selected = list.find((game) => game.id === editing) ?? null;
  const roundTitles = roundTitlesByGame(bracket.data);
  return (
    <SectionCard title="Games" region>
      <Stack gap="4">
        {bracket.data && (
          <>
            {/* The card is narrow: the bracket's own page has the whole width for its rounds. */}
            <TextLink href={eventPaths.bracket(eventId)}>{BRACKET_WORDS.openPage}</TextLink>
            <BracketView bracket={bracket.data} />
          </>
        )}
        {list.length === 0 && <Text color="fg.muted">No games yet.</Text>}
        <Stack gap="2" as="ul" aria-label="Games" listStyleType="none" m="0" p="0">
          {list.map((game) => (
            <Box as="li" key={game.id} borderWidth="1px" borderRadius="md" p="3" data-testid="game">
              <GameLine game={game} timezone={timezone} round={roundTitles.get(game.id) ?? null} />
              <GameHistory game={game} timezone={timezone} />
              {manages && selected?.id === game.id ? (
                <Box mt="2">
                  <GameScoreEditor
                    game={game}
                    // A game outside a bracket may end level; a bracket's only where the bracket allows it (the server says so for an old bracket's).
                    tiesAllowed={!game.bracketId || game.bracketId !== bracket.data?.id || bracket.data.tiesAllowed}
                    onDone={() => setEditing(null)}
                  />
                </Box>
              ) : (
                manages && (
                  <Flex gap="2" mt="2" wrap="wrap">
                    {game.status !== 'cancelled' && (
                      // The card names the sides; the button says what it does, so a long name cannot widen it.
                      <Button size="xs" variant="outline" aria-label={`Score ${game.home.name} v ${game.away.name}`} onClick={() => setEditing(game.id)}>
                        Score
                      </Button>
                    )}
                    {(!game.bracketId || game.bracketId !== bracket.data?.id) && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        loading={remove.isPending && remove.variables?.gameId === game.id}
                        aria-label={`Remove ${game.home.name} v ${game.away.name}`}
                        onClick={() => remove.mutate({ gameId: game.id })}
                      >
                        Remove
                      </Button>
                    )}
                  </Flex>
                )
              )}
            </Box>
          ))}
        </Stack>
        {manages && (
          <Stack gap="3">
            <AddGameForm eventId={eventId} timezone={timezone} hostingTeamId={hostingTeamId} hostingTeamName={hostingTeamName} going={games.data.going} />
            <Flex gap="2" wrap="wrap">
              {bracket.data ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setResetting(true)}>
                  Reset playoff bracket
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setGenerating(true)}>
                  Generate playoff bracket
                </Button>
              )}
            </Flex>
          </Stack>
        )}
        <GenerateBracketDialog
          eventId={eventId}
          hostingTeamId={hostingTeamId}
          games={list}
          initialSourceGameId={selected?.id ?? null}
          open={generating}
          onClose={() => setGenerating(false)}
        />
        <ConfirmDialog
          open={resetting}
          onClose={() => setResetting(false)}
          title="Reset the playoff bracket?"
          testId="reset-bracket-dialog"
          contentProps={{ maxW: '440px' }}
          cancelLabel="Keep it"
          confirmLabel="Reset bracket"
          pending={reset.isPending}
          onConfirm={() => reset.mutate({ eventId })}
          error={reset.error}
          failure={GAME_MESSAGES.resetFailed}
        >
          <Text>Its games that were not played are cancelled. Played games and their scores stay in the history, and you can generate a new bracket.</Text>
        </ConfirmDialog>
      </Stack>
    </SectionCard>
  );
}

function GameLine({ game, timezone, round }: { game: Game; timezone: string; round: string | null }) {
  const decided = game.status === 'final' || game.status === 'forfeited';
  const side = (team: Game['home'], score: number, won: boolean) => (
    <Flex justify="space-between" gap="3">
      <Box minW="0">
        <Text truncate fontWeight={won ? 'semibold' : undefined}>
          {team.name}
        </Text>
        {team.players.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {team.players.map((player) => player.displayName).join(', ')}
          </Text>
        )}
      </Box>
      <Text fontWeight={won ? 'semibold' : undefined}>{game.status === 'scheduled' ? '' : score}</Text>
    </Flex>
  );
  return (
    <Stack gap="1" aria-label={`${game.home.name} v ${game.away.name}`}>
      <Flex gap="2" align="center">
        <Badge colorPalette={game.status === 'live' ? 'red' : decided ? 'green' : 'gray'}>{GAME_STATUS_LABELS[game.status]}</Badge>
        {round && (
          <Badge variant="outline" colorPalette="purple" data-testid="game-round">
            {round}
          </Badge>
        )}
        {(game.startsAt || game.court) && (
          <Text fontSize="sm" color="fg.muted">
            {[game.startsAt ? formatEventWhen(game.startsAt, timezone) : null, game.court].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Flex>
      {side(game.home, game.homeScore, decided && game.winner === 'home')}
      {side(game.away, game.awayScore, decided && game.winner === 'away')}
      {game.periods.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          By period: {game.periods.map((period) => `${period.home}–${period.away}`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

type SideChoice =
  | { kind: 'name'; name: string }
  | { kind: 'team'; teamId: string }
  | { kind: 'external'; externalTeamId: string }
  | { kind: 'players'; userIds: string[]; name: string };
const pickedPlayers = (side: SideChoice) => (side.kind === 'players' ? side.userIds : []);

/**
 * A new game: each side is the hosting team, one of its opponents, a name, or players picked from
 * those going (pickup sides made on the day); a team event's game can count in one of its season
 * groups' standings.
 */
function AddGameForm({
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
  const ready = (side: SideChoice) => (side.kind === 'name' ? side.name.trim() !== '' : side.kind === 'players' ? side.userIds.length > 0 : true);
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
  const picker = (label: string, side: SideChoice, set: (side: SideChoice) => void) => (
    <Flex gap="1" align="center">
      {(hostingTeamId || going.length > 0) && (
        <SelectInput
          size="sm"
          width="auto"
          aria-label={`${label} is`}
          value={side.kind === 'team' ? `team:${side.teamId}` : side.kind === 'external' ? `external:${side.externalTeamId}` : side.kind}
          onChange={(chosen) => {
            const [kind, id] = chosen.split(':');
            set(
              kind === 'team'
                ? { kind: 'team', teamId: id! }
                : kind === 'external'
                  ? { kind: 'external', externalTeamId: id! }
                  : kind === 'players'
                    ? { kind: 'players', userIds: [], name: '' }
                    : { kind: 'name', name: '' },
            );
          }}
          options={[
            { value: 'name', label: 'A named side' },
            ...(going.length > 0 ? [{ value: 'players', label: 'Players going' }] : []),
            ...(hostingTeamId ? [{ value: `team:${hostingTeamId}`, label: hostingTeamName ?? 'The team' }] : []),
            ...(opponents.data ?? []).map((opponent) => ({ value: `external:${opponent.id}`, label: opponent.name })),
          ]}
        />
      )}
      {side.kind === 'name' && (
        <Input
          size="sm"
          maxW="12rem"
          aria-label={label}
          placeholder={label}
          value={side.name}
          maxLength={GAME_LIMITS.nameMax}
          onChange={(event) => set({ kind: 'name', name: event.target.value })}
        />
      )}
    </Flex>
  );
  return (
    <form onSubmit={submit} aria-label="Add a game">
      <Flex gap="2" wrap="wrap" align="center">
        {picker('Home side', home, setHome)}
        <Text>v</Text>
        {picker('Away side', away, setAway)}
        {groups.length > 0 && (
          <SelectInput
            size="sm"
            width="auto"
            aria-label="Counts in standings of"
            value={groupId}
            onChange={setGroupId}
            placeholder="Not in standings"
            options={groups.map((group) => ({ value: group.id, label: group.label }))}
          />
        )}
        <Input
          size="sm"
          width="auto"
          type="datetime-local"
          aria-label="Starts (venue time)"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <Input
          size="sm"
          maxW="8rem"
          aria-label="Court or field"
          placeholder="Court or field"
          value={court}
          maxLength={GAME_LIMITS.courtMax}
          onChange={(event) => setCourt(event.target.value)}
        />
      </Flex>
      {(home.kind === 'players' || away.kind === 'players') && (
        <Stack gap="2" mt="2">
          {home.kind === 'players' && (
            <SidePlayersPicker
              label="Home side"
              going={going}
              picked={home.userIds}
              taken={pickedPlayers(away)}
              name={home.name}
              onChange={(next) => setHome({ kind: 'players', ...next })}
            />
          )}
          {away.kind === 'players' && (
            <SidePlayersPicker
              label="Away side"
              going={going}
              picked={away.userIds}
              taken={pickedPlayers(home)}
              name={away.name}
              onChange={(next) => setAway({ kind: 'players', ...next })}
            />
          )}
        </Stack>
      )}
      <Flex gap="2" align="center" wrap="wrap" mt="2">
        <Button
          size="sm"
          type="submit"
          variant="outline"
          loading={create.isPending}
          disabled={missing !== null}
          aria-describedby={missing ? 'add-game-missing' : undefined}
        >
          Add game
        </Button>
        <DisabledReason id="add-game-missing" reason={missing} />
      </Flex>
      <FormAlert status="error" message={create.isError ? errorMessage(create.error, GAME_MESSAGES.updateFailed) : null} />
    </form>
  );
}
