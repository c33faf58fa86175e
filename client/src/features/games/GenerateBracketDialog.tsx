import { Button, Checkbox, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  ADD_GAME_LABELS,
  BRACKET_FORMAT_LABELS,
  BRACKET_FORMATS,
  formatAllowsTies,
  GAME_MESSAGES,
  type BracketFormat,
} from '../../../../shared/games/games.ts';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import { BRACKET_WORDS, formatHasByes } from '../../../../shared/games/bracket-words.ts';
import type { Game } from './game-types.ts';
import { seedsFromGames } from './seeds-from-games.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';

/** Playoff generation state, as the spec's games store keeps it: in progress, from which game, with what, and its error. */
interface Generation {
  isGenerating: boolean;
  sourceGameId: string | null;
  configuration: { format: BracketFormat; entrants: string[]; thirdPlace: boolean; tiesAllowed: boolean };
  error: string | null;
}

/** Generates the event's playoff bracket: entrants typed one per line, best seed first, or the top of a season group's standings. */
export function GenerateBracketDialog({
  eventId,
  hostingTeamId,
  games,
  initialSourceGameId,
  open,
  onClose,
}: {
  eventId: string;
  hostingTeamId: string | null;
  games: Game[];
  initialSourceGameId: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  // The game the playoffs grow from (a final pool game, say): deleting a playoff game returns to it.
  const sourceGames = games.filter((game) => !game.bracketId);
  // undefined until the organiser picks: until then the game being scored is offered; '' is "No game".
  const [chosenSource, setChosenSource] = useState<string | undefined>(undefined);
  const sourceGameId =
    chosenSource === undefined ? (sourceGames.some((game) => game.id === initialSourceGameId) ? initialSourceGameId : null) : chosenSource || null;
  const [format, setFormat] = useState<BracketFormat>('single_elimination');
  const [lines, setLines] = useState('');
  const [thirdPlace, setThirdPlace] = useState(false);
  // On by default where the format allows ties (a round robin); a knockout never has them.
  const [tiesWanted, setTiesWanted] = useState(true);
  const tiesAllowed = formatAllowsTies(format) && tiesWanted;
  // '' seeds from the typed list; otherwise a season group whose standings give the seeds.
  const [groupId, setGroupId] = useState('');
  const [take, setTake] = useState('4');
  const seasons = trpc.seasons.byTeam.useQuery({ teamId: hostingTeamId ?? '' }, { enabled: Boolean(hostingTeamId) && open, retry: false });
  const groups = (seasons.data?.seasons ?? [])
    .filter((season) => season.status !== 'archived')
    .flatMap((season) => season.groups.map((group) => ({ id: group.id, label: `${season.label}: ${group.name}` })));
  const takeCount = Math.min(GAME_LIMITS.bracketEntrantsMax, Math.max(GAME_LIMITS.bracketEntrantsMin, Math.floor(Number(take) || 0)));
  const entrants = lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // A name too long is named back, not cut short behind the organiser's back.
  const tooLong = entrants.find((name) => name.length > GAME_LIMITS.nameMax) ?? null;
  const generate = trpc.games.generatePlayoffBracket.useMutation({
    onSuccess: async () => {
      await utils.games.invalidate();
      setLines('');
      setChosenSource(undefined);
      onClose();
    },
  });
  const generation: Generation = {
    isGenerating: generate.isPending,
    sourceGameId,
    configuration: { format, entrants, thirdPlace, tiesAllowed },
    error: generate.isError ? errorMessage(generate.error, GAME_MESSAGES.generateFailed) : null,
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Generate a playoff bracket"
      testId="generate-bracket-dialog"
      contentProps={{ maxW: '480px' }}
      confirmLabel="Generate"
      confirmColor="teal"
      pending={generation.isGenerating}
      confirmDisabled={!groupId && (entrants.length < GAME_LIMITS.bracketEntrantsMin || tooLong !== null)}
      onConfirm={() =>
        generate.mutate({
          eventId,
          sourceGameId,
          format,
          seeding: groupId
            ? { from: 'standings', seasonGroupId: groupId, take: takeCount }
            : { from: 'manual', entrants: entrants.map((name) => ({ kind: 'name', name })) },
          thirdPlace,
          tiesAllowed,
        })
      }
      error={generation.error}
    >
      <Stack gap="3">
        <SelectField label="Format" value={format} onChange={setFormat} options={labelledOptions(BRACKET_FORMATS, BRACKET_FORMAT_LABELS)} />
        {groups.length > 0 && (
          <SelectField
            label="Seeds from"
            value={groupId}
            onChange={setGroupId}
            placeholder="A list I type"
            options={groups.map((group) => ({ value: group.id, label: `Standings of ${group.label}` }))}
          />
        )}
        {sourceGames.length > 0 && (
          <SelectField
            label={ADD_GAME_LABELS.followsGame}
            value={sourceGameId ?? ''}
            onChange={setChosenSource}
            placeholder={ADD_GAME_LABELS.followsNoGame}
            options={sourceGames.map((game) => ({ value: game.id, label: `${game.home.name} v ${game.away.name}` }))}
            helper={ADD_GAME_LABELS.followsGameHelp}
          />
        )}
        {groupId ? (
          <Field.Root>
            <Field.Label>How many from the top</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={GAME_LIMITS.bracketEntrantsMin}
              max={GAME_LIMITS.bracketEntrantsMax}
              width="6rem"
              value={take}
              onChange={(event) => setTake(event.target.value)}
            />
            <Field.HelperText>The table’s order is the seeding: first place is the top seed.</Field.HelperText>
          </Field.Root>
        ) : (
          <Field.Root invalid={Boolean(tooLong)}>
            <Field.Label>Entrants, best seed first</Field.Label>
            <Textarea
              rows={8}
              value={lines}
              maxLength={(GAME_LIMITS.nameMax + 1) * GAME_LIMITS.bracketEntrantsMax}
              placeholder={'Riverside Rockets\nZilker Smashers\n…'}
              onChange={(event) => setLines(event.target.value)}
            />
            {tooLong ? (
              <Field.ErrorText>{GAME_MESSAGES.entrantTooLong(tooLong.slice(0, 24), GAME_LIMITS.nameMax)}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {BRACKET_WORDS.entrants(entrants.length)}.{formatHasByes(format) && ` ${BRACKET_WORDS.byesNote}`}
              </Field.HelperText>
            )}
            {sourceGames.length > 0 && (
              <Button size="xs" variant="ghost" mt="1" onClick={() => setLines(seedsFromGames(sourceGames).join('\n'))}>
                Seed from this event’s games
              </Button>
            )}
          </Field.Root>
        )}
        {format === 'single_elimination' && (
          <Checkbox.Root checked={thirdPlace} onCheckedChange={(details) => setThirdPlace(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Play a third-place game</Checkbox.Label>
          </Checkbox.Root>
        )}
        {formatAllowsTies(format) && (
          <SwitchField label={GAME_MESSAGES.tiesAllowedLabel} checked={tiesWanted} onChange={setTiesWanted} helper={GAME_MESSAGES.tiesAllowedHelp} />
        )}
        {format === 'double_elimination' && (
          <Text fontSize="sm" color="fg.muted">
            Losers drop to a second bracket; the grand final is replayed if the losers’ bracket side wins it.
          </Text>
        )}
        <FormAlert status="error" message={generation.error} />
      </Stack>
    </ConfirmDialog>
  );
}
