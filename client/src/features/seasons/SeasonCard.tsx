import { Badge, Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { SEASON_GROUP_KIND_LABELS, SEASON_STATUS_LABELS, SEASON_STATUSES, type SeasonStatus } from '../../../../shared/seasons/seasons.ts';
import { formatDayRange } from './season-dates.ts';
import { useSeasonRefresh } from './season-mutations.ts';
import { SeasonFieldsForm } from './SeasonFieldsForm.tsx';
import { SeasonGroupForm } from './SeasonGroupForm.tsx';
import { SeasonRegistrations } from './SeasonRegistrations.tsx';
import { SeasonSessionForm } from './SeasonSessionForm.tsx';
import { GroupStandings } from '../games/GroupStandings.tsx';
import { labelledOptions, SelectInput } from '../../components/SelectField.tsx';

export type Season = inferRouterOutputs<AppRouter>['seasons']['byTeam']['seasons'][number];

const STATUS_COLORS: Record<SeasonStatus, string> = { draft: 'gray', open: 'green', closed: 'orange', archived: 'gray' };

const placesText = (group: { capacity: number | null; registered: number; waitlisted: number }) =>
  [
    group.capacity ? `${group.registered} of ${group.capacity} places taken` : `${group.registered} registered`,
    group.waitlisted ? `${group.waitlisted} waiting` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** One season: its dates, status, groups and sessions; for organisers, everything to run it. */
export function SeasonCard({ teamId, season, manages }: { teamId: string; season: Season; manages: boolean }) {
  const refresh = useSeasonRefresh(teamId);
  const [editing, setEditing] = useState(false);
  const [standingsOf, setStandingsOf] = useState<string | null>(null);
  const update = trpc.seasons.update.useMutation({
    ...refresh,
    onSuccess: async () => {
      setEditing(false);
      await refresh.onSuccess();
    },
  });
  const remove = trpc.seasons.remove.useMutation(refresh);
  const removeGroup = trpc.seasons.removeGroup.useMutation(refresh);
  const removeSession = trpc.seasons.removeSession.useMutation(refresh);
  const fields = { label: season.label, startsOn: season.startsOn, endsOn: season.endsOn };

  return (
    <Box as="section" aria-label={season.label} borderWidth="1px" borderRadius="md" p="4" data-testid="season">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h3" size="md">
              {season.label}
            </Heading>
            <Text color="fg.muted">{formatDayRange(season.startsOn, season.endsOn)}</Text>
          </Box>
          {manages ? (
            <SelectInput
              size="sm"
              width="auto"
              aria-label="Season status"
              value={season.status}
              onChange={(status) => update.mutate({ seasonId: season.id, season: fields, status })}
              options={labelledOptions(SEASON_STATUSES, SEASON_STATUS_LABELS)}
            />
          ) : (
            <Badge colorPalette={STATUS_COLORS[season.status]}>{SEASON_STATUS_LABELS[season.status]}</Badge>
          )}
        </Flex>
        <Text fontSize="sm">
          {season.registered} registered{season.waitlisted ? ` · ${season.waitlisted} on the waitlist` : ''}
        </Text>

        <Stack gap="1">
          <Heading as="h4" size="sm">
            Groups
          </Heading>
          {season.groups.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              No groups: everyone registers for the season as a whole.
            </Text>
          )}
          {season.groups.map((group) => (
            <Stack key={group.id} gap="1">
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Text fontSize="sm" flex="1" minW="12rem">
                  {group.name} <Text as="span" color="fg.muted">{`· ${SEASON_GROUP_KIND_LABELS[group.kind]} · ${placesText(group)}`}</Text>
                </Text>
                <Flex gap="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-expanded={standingsOf === group.id}
                    onClick={() => setStandingsOf(standingsOf === group.id ? null : group.id)}
                  >
                    {standingsOf === group.id ? 'Hide standings' : `Standings of ${group.name}`}
                  </Button>
                  {manages && (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Remove group ${group.name}`}
                      onClick={() => removeGroup.mutate({ seasonId: season.id, groupId: group.id })}
                    >
                      ✕
                    </IconButton>
                  )}
                </Flex>
              </Flex>
              {standingsOf === group.id && <GroupStandings seasonGroupId={group.id} groupName={group.name} manages={manages} />}
            </Stack>
          ))}
          {manages && <SeasonGroupForm teamId={teamId} seasonId={season.id} />}
        </Stack>

        <Stack gap="1">
          <Heading as="h4" size="sm">
            Sessions
          </Heading>
          {season.sessions.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              No sessions yet.
            </Text>
          )}
          {season.sessions.map((session) => (
            <Flex key={session.id} justify="space-between" align="center" gap="2" data-testid="season-session">
              <Text fontSize="sm">
                {session.name}{' '}
                <Text
                  as="span"
                  color="fg.muted"
                >{`· ${formatDayRange(session.startsOn, session.endsOn)} · ${session.events === 1 ? '1 event' : `${session.events} events`}`}</Text>
              </Text>
              {manages && (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove session ${session.name}`}
                  onClick={() => removeSession.mutate({ seasonId: season.id, sessionId: session.id })}
                >
                  ✕
                </IconButton>
              )}
            </Flex>
          ))}
          {manages && <SeasonSessionForm teamId={teamId} season={season} />}
        </Stack>

        {manages && (
          <Stack gap="2">
            <Heading as="h4" size="sm">
              Registrations
            </Heading>
            <SeasonRegistrations teamId={teamId} season={season} />
          </Stack>
        )}

        {manages && (
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setEditing((open) => !open)}>
              {editing ? 'Close' : 'Edit name and dates'}
            </Button>
            {season.registered + season.waitlisted === 0 && (
              <Button size="sm" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate({ seasonId: season.id })}>
                Delete season
              </Button>
            )}
          </Flex>
        )}
        {editing && (
          <SeasonFieldsForm
            initial={fields}
            submitLabel="Save season"
            pending={update.isPending}
            onSubmit={(next) => update.mutate({ seasonId: season.id, season: next, status: season.status })}
          />
        )}
      </Stack>
    </Box>
  );
}
