import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from '../events/event-paths.ts';
import { withOpponent } from '../events/event-format.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { RSVP_LABELS } from '../../../../shared/teams/teams.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { AnswerButtons } from './AnswerButtons.tsx';

export type MyTeamEvent = inferRouterOutputs<AppRouter>['teams']['myEvents'][number];

// The reader's own locale (the event's time zone, named): a parent reads Sunday's game as they say it.
const when = (startsAt: Date, timeZone: string) =>
  startsAt.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

/**
 * Team events on Home and Your events: one row per person the viewer answers for (themself, or a
 * child on the roster), with the answer given and Going / Maybe / Not going in one tap.
 */
export function MyTeamEventRows({ rows }: { rows: MyTeamEvent[] }) {
  const utils = trpc.useUtils();
  const rsvp = trpc.teams.rsvp.useMutation({
    onSuccess: () => Promise.all([utils.teams.myEvents.invalidate(), utils.teams.schedule.invalidate()]),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  });
  const pendingAnswer = (row: MyTeamEvent) =>
    rsvp.isPending && rsvp.variables?.eventId === row.eventId && (rsvp.variables.familyMemberId ?? null) === row.familyMemberId ? rsvp.variables.answer : null;
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="my-team-events">
      {rows.map((row) => (
        <Stack as="li" key={`${row.eventId}:${row.familyMemberId ?? 'me'}`} gap="2" data-testid="my-team-event">
          <Flex gap="3" align="center" wrap="wrap">
            <Stack gap="0" flex="1" minW="0">
              <TextLink href={eventPaths.view(row.eventId)}>{withOpponent(row.title, row.opponentName)}</TextLink>
              <Text fontSize="sm" color="fg.muted">
                {row.teamName} · {when(row.startsAt, row.timezone)} · {row.locationName}
              </Text>
              <Text fontSize="sm">
                {row.forName ? TEAM_MESSAGES.answerFor(row.forName) : TEAM_MESSAGES.yourAnswer}:{' '}
                <Text as="span" fontWeight="semibold">
                  {row.answer ? RSVP_LABELS[row.answer] : TEAM_MESSAGES.noAnswerYet}
                </Text>
              </Text>
            </Stack>
            {row.cancelled && <Badge colorPalette="red">Cancelled</Badge>}
          </Flex>
          {!row.cancelled && (
            <AnswerButtons
              label={row.forName ? `${TEAM_MESSAGES.answerFor(row.forName)}: ${row.title}` : `${TEAM_MESSAGES.yourAnswer}: ${row.title}`}
              current={row.answer}
              pending={pendingAnswer(row)}
              buttonLabel={(answer) => TEAM_MESSAGES.answerTo(RSVP_LABELS[answer], row.title, row.forName)}
              onAnswer={(answer) => rsvp.mutate({ eventId: row.eventId, answer, ...(row.familyMemberId ? { familyMemberId: row.familyMemberId } : {}) })}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
