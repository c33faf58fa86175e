import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { BracketView } from '../games/BracketView.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { gameInstant } from './league-format.ts';
import type { LeagueDivision, LeagueView } from './league-types.ts';
import { BRACKET_FORMAT_LABELS } from '../../../../shared/games/games.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L, PLAYOFF_FORMATS, type PlayoffFormat } from '../../../../shared/leagues/leagues.ts';
import { seedPlayoffsInput } from '../../../../shared/leagues/schemas.ts';

/**
 * Playoffs: a league's admins seed the top of the standings into the existing brackets, on an
 * event of their own; the bracket then shows here to everyone, and on its event's bracket page.
 */
export function DivisionPlayoffs({ league, division, manage }: { league: LeagueView['league']; division: LeagueDivision; manage: boolean }) {
  const schedule = trpc.leagues.schedule.useQuery({ divisionId: division.id });
  // The division records its playoff event: the bracket shows after a reload, to everyone who reads the league.
  const [seededId, setSeededId] = useState<string | null>(null);
  const eventId = seededId ?? division.playoffEventId;
  const bracket = trpc.games.bracket.useQuery({ eventId: eventId ?? '' }, { enabled: Boolean(eventId) });
  const [size, setSize] = useState('4');
  const [format, setFormat] = useState<PlayoffFormat>('single_elimination');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('10:00');
  const [venue, setVenue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const seed = trpc.leagues.seedPlayoffs.useMutation({
    onSuccess: (result) => setSeededId(result.eventId),
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  if (!manage && !eventId) return null;
  const teams = Math.min(division.teams.length, L.playoffSizeMax);
  const sizes = Array.from({ length: Math.max(0, teams - L.playoffSizeMin + 1) }, (_, index) => String(index + L.playoffSizeMin));
  const chosenSize = sizes.includes(size) ? size : (sizes[sizes.length - 1] ?? '');
  const timezone = schedule.data?.games[0]?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return setError(W.whenRequired);
    const parsed = seedPlayoffsInput.safeParse({
      divisionId: division.id,
      size: Number(chosenSize),
      format,
      startsAt: gameInstant(day, time, timezone),
      venue,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    setError(null);
    seed.mutate(parsed.data);
  };
  return (
    <Stack gap="3" as="section" aria-label={`${division.name} ${W.playoffsHeading}`}>
      <Heading as="h3" size="sm">
        {W.playoffsHeading}
      </Heading>
      {eventId ? (
        <Stack gap="2">
          <TextLink href={`/evt/${eventId}/bracket`}>{W.openBracket}</TextLink>
          {bracket.data && <BracketView bracket={bracket.data} />}
        </Stack>
      ) : sizes.length === 0 ? (
        <Text color="fg.muted">{W.playoffsNeedTeams}</Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {W.seedHelp(league.name)}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectField label={W.playoffTeamsLabel} value={chosenSize} onChange={setSize} options={sizes.map((value) => ({ value, label: value }))} />
            <SelectField
              label={W.playoffFormatLabel}
              value={format}
              onChange={setFormat}
              options={PLAYOFF_FORMATS.map((value) => ({ value, label: BRACKET_FORMAT_LABELS[value] }))}
            />
            <TextField label={W.newDateLabel} type="date" value={day} onChange={setDay} />
            <TextField label={W.newTimeLabel} type="time" value={time} onChange={setTime} />
          </SimpleGrid>
          <TextField label={W.venueLabel} value={venue} onChange={setVenue} maxLength={L.venueNameMax} />
          <FormAlert status="error" message={error} />
          <Flex>
            <Button size="sm" colorPalette="teal" loading={seed.isPending} onClick={submit}>
              {W.seedPlayoffs}
            </Button>
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}
