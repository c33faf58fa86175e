import { Box, Button, Checkbox, Field, Flex, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDivisionRefresh } from './use-division-refresh.ts';
import { formatLeagueDay, gameDays, listOf } from './league-format.ts';
import type { LeagueDivision, LeagueSeason } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L, ROUND_ROBIN_KINDS, ROUND_ROBIN_LABELS, type RoundRobinKind } from '../../../../shared/leagues/leagues.ts';
import { scheduleRequestInput, type ScheduleRequest } from '../../../../shared/leagues/schemas.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekdayOf = (day: string) => (day ? new Date(`${day}T00:00:00Z`).getUTCDay() : 6);

type Preview = { games: { round: number; homeName: string; awayName: string; date: string; time: string; venue: string }[] };

/**
 * "Generate a schedule" for a division: a round robin (single or double) over the chosen game days,
 * start times and venues, skipping blackout days, no team twice at once. The server plans it; the
 * admin reads the preview, then creates the games, which land on every team's schedule as events.
 */
export function GenerateScheduleDialog({ season, division, onClose }: { season: LeagueSeason; division: LeagueDivision; onClose: () => void }) {
  const utils = trpc.useUtils();
  const refresh = useDivisionRefresh(division.id);
  const [rounds, setRounds] = useState<RoundRobinKind>('single');
  const [first, setFirst] = useState(season.startsOn);
  const [last, setLast] = useState(season.endsOn);
  const [weekdays, setWeekdays] = useState<number[]>([weekdayOf(season.startsOn)]);
  const [times, setTimes] = useState('18:00');
  const [venues, setVenues] = useState('');
  const [blackout, setBlackout] = useState(season.blackoutDates.join('\n'));
  const [minutes, setMinutes] = useState('60');
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<{ request: ScheduleRequest; result: Preview } | null>(null);
  const generate = trpc.leagues.generateSchedule.useMutation({
    onSuccess: async (result) => {
      await refresh();
      void notify({ type: 'success', title: W.scheduleCreated(result.created) });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const request = () =>
    scheduleRequestInput.safeParse({
      divisionId: division.id,
      rounds,
      dates: gameDays(first, last, weekdays, L.scheduleDatesMax),
      times: listOf(times),
      venues: listOf(venues),
      blackoutDates: listOf(blackout),
      gameMinutes: Number(minutes),
    });
  const changed =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPreview(null);
    };
  const showPreview = async () => {
    const parsed = request();
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    if (parsed.data.dates.length === 0) return setError(W.noGameDays);
    setError(null);
    setPreviewing(true);
    try {
      const result = await utils.leagues.previewSchedule.fetch(parsed.data);
      setPreview({ request: parsed.data, result });
    } catch (failure) {
      setError(errorMessage(failure, W.saveFailed));
    } finally {
      setPreviewing(false);
    }
  };
  const toggleDay = (day: number, on: boolean) => changed(setWeekdays)(on ? [...weekdays, day].sort() : weekdays.filter((other) => other !== day));
  return (
    <AppDialog
      open
      onClose={onClose}
      title={W.generateTitle}
      testId="league-schedule-dialog"
      contentProps={{ maxW: { base: 'calc(100vw - 2rem)', md: '40rem' } }}
      footer={
        <Flex gap="2" wrap="wrap" justify="flex-end">
          <Button variant="outline" loading={previewing} onClick={() => void showPreview()}>
            {W.preview}
          </Button>
          <Button colorPalette="teal" disabled={!preview} loading={generate.isPending} onClick={() => preview && generate.mutate(preview.request)}>
            {W.createGames}
          </Button>
        </Flex>
      }
    >
      <Stack gap="4">
        <SelectField label={W.roundsLabel} value={rounds} onChange={changed(setRounds)} options={labelledOptions(ROUND_ROBIN_KINDS, ROUND_ROBIN_LABELS)} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={W.firstDateLabel} type="date" value={first} min={season.startsOn} max={season.endsOn} onChange={changed(setFirst)} />
          <TextField label={W.lastDateLabel} type="date" value={last} min={first} max={season.endsOn} onChange={changed(setLast)} />
        </SimpleGrid>
        <Field.Root as="fieldset">
          <Field.Label as="legend">{W.weekdaysLabel}</Field.Label>
          <Flex gap="3" wrap="wrap">
            {WEEKDAYS.map((name, day) => (
              <Checkbox.Root key={name} checked={weekdays.includes(day)} onCheckedChange={(details) => toggleDay(day, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Field.Root>
        <TextField label={W.timesLabel} value={times} onChange={changed(setTimes)} helper={W.timesHelp} maxLength={L.scheduleTimesMax * 7} />
        <Field.Root required>
          <Field.Label>
            {W.venuesLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={venues} rows={2} maxLength={L.venuesMax * (L.venueNameMax + 1)} onChange={(event) => changed(setVenues)(event.target.value)} />
          <Field.HelperText>{W.venuesHelp}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{W.blackoutLabel}</Field.Label>
          <Textarea value={blackout} rows={2} maxLength={L.blackoutDatesMax * 11} onChange={(event) => changed(setBlackout)(event.target.value)} />
          <Field.HelperText>{W.blackoutHelp}</Field.HelperText>
        </Field.Root>
        <TextField
          label={W.durationLabel}
          type="number"
          inputMode="numeric"
          min={L.gameMinutesMin}
          max={L.gameMinutesMax}
          value={minutes}
          onChange={changed(setMinutes)}
        />
        <FormAlert status="error" message={error} />
        {preview && (
          <Stack gap="2" data-testid="league-schedule-preview">
            <Text fontWeight="semibold">{W.previewHeading(preview.result.games.length)}</Text>
            <Box maxH="16rem" overflowY="auto" borderWidth="1px" borderRadius="md" px="3" py="2">
              <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
                {preview.result.games.map((game, index) => (
                  <li key={index} data-testid="league-preview-game">
                    {`${W.round(game.round)} · ${formatLeagueDay(game.date)} ${game.time} · ${game.venue}: ${game.homeName} ${W.vs} ${game.awayName}`}
                  </li>
                ))}
              </Stack>
            </Box>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
