import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { GameTypeSelect } from '../game-types/GameTypeSelect.tsx';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import type { SectionProps } from './event-form-section.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { SelectField } from '../../components/SelectField.tsx';

/** Title, game type, description and the hosting team's name. */
export function EventBasicsSection({ event, set, errors }: SectionProps) {
  return (
    <Stack gap="4">
      <TextField
        label="Title"
        required
        value={event.title}
        maxLength={EVENT_LIMITS.title.max}
        placeholder="Tuesday night pickup"
        error={errors.title}
        onChange={(title) => set({ title })}
      />
      <GameTypeSelect value={event.gameType} onChange={(gameType) => set({ gameType })} error={errors.gameType} />
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={event.description}
          maxLength={EVENT_LIMITS.description.max}
          rows={4}
          placeholder="Level, what to bring, where to meet"
          onChange={(e) => set({ description: e.target.value })}
        />
        {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
      </Field.Root>
      <HostedBy event={event} set={set} />
      <Opponent event={event} set={set} />
      <SeasonSession event={event} set={set} />
      {!event.hostingTeamId && (
        <TextField
          label="Club or group name"
          value={event.teamName ?? ''}
          maxLength={120}
          placeholder="Optional"
          helper="Who runs this open event, as players see it (e.g. Eastside Pickleball Club)."
          onChange={(teamName) => set({ teamName })}
        />
      )}
    </Stack>
  );
}

/**
 * "Hosted by": one of the user's teams whose schedule they manage puts the event on that team's
 * schedule, where members answer Going / Maybe / Not going. Hidden for users with no such team.
 */
function HostedBy({ event, set }: Pick<SectionProps, 'event' | 'set'>) {
  const teams = trpc.teams.hostable.useQuery(undefined, { staleTime: 60_000 });
  // Opened from a team's schedule (create?team=...), a new event plays the team's sport.
  const hosting = teams.data?.find((row) => row.id === event.hostingTeamId);
  const teamSport = hosting?.gameType ?? null;
  useEffect(() => {
    if (teamSport && !event.gameType) set({ gameType: teamSport });
  }, [teamSport, event.gameType, set]);
  if (!teams.data || (teams.data.length === 0 && !event.hostingTeamId)) return null;
  return (
    <SelectField
      label="Hosted by"
      value={event.hostingTeamId ?? ''}
      onChange={(chosen) => {
        const team = teams.data.find((row) => row.id === chosen);
        set({
          hostingTeamId: team?.id ?? null,
          teamName: team?.name ?? null,
          opponentId: null,
          seasonSessionId: null,
          ...(team?.gameType && !event.gameType ? { gameType: team.gameType } : {}),
        });
      }}
      placeholder="No team (an open event)"
      options={[
        ...(event.hostingTeamId && !teams.data.some((row) => row.id === event.hostingTeamId)
          ? [{ value: event.hostingTeamId, label: event.teamName ?? 'Your team' }]
          : []),
        ...teams.data.map((team) => ({ value: team.id, label: team.name })),
      ]}
      helper="A team's events appear on its schedule, and its members are asked to answer."
    />
  );
}

/** "Opponent": one of the hosting team's external teams, so the schedule reads "vs Riverside". */
function Opponent({ event, set }: Pick<SectionProps, 'event' | 'set'>) {
  const teamId = event.hostingTeamId;
  const opponents = trpc.teams.externalTeams.useQuery({ teamId: teamId ?? '' }, { enabled: !!teamId, staleTime: 60_000 });
  if (!teamId) return null;
  return (
    <SelectField
      label="Opponent"
      disabled={!opponents.data}
      value={event.opponentId ?? ''}
      onChange={(chosen) => set({ opponentId: chosen || null })}
      placeholder="No opponent"
      options={(opponents.data ?? []).map((opponent) => ({ value: opponent.id, label: opponent.name }))}
      helper={opponents.isError ? EVENT_TEXTS.opponentsFailed : 'Opponents that are not on Rally are kept on the team’s opponents page.'}
    />
  );
}

/** "Season session": the event is one of a session's events ("Tuesday nights" of the Spring league). Shown when the team has sessions. */
function SeasonSession({ event, set }: Pick<SectionProps, 'event' | 'set'>) {
  const teamId = event.hostingTeamId;
  const seasons = trpc.seasons.byTeam.useQuery({ teamId: teamId ?? '' }, { enabled: !!teamId, staleTime: 60_000 });
  const sessions = (seasons.data?.seasons ?? [])
    .filter((season) => season.status !== 'archived')
    .flatMap((season) => season.sessions.map((session) => ({ ...session, season: season.label })));
  if (!teamId || (sessions.length === 0 && !event.seasonSessionId)) return null;
  return (
    <SelectField
      label="Season session"
      disabled={!seasons.data}
      value={event.seasonSessionId ?? ''}
      onChange={(chosen) => set({ seasonSessionId: chosen || null })}
      placeholder="Not part of a season"
      options={sessions.map((session) => ({ value: session.id, label: `${session.season}: ${session.name}` }))}
      helper="The event counts among the session’s events on the team’s season."
    />
  );
}
