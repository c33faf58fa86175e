import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from '../events/event-paths.ts';
import { formatEventWhen, withOpponent } from '../events/event-format.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { AnswerLine } from './AnswerLine.tsx';

export type MyTeamEvent = inferRouterOutputs<AppRouter>['teams']['myEvents'][number];

/** Stable key of a row: one event can hold the viewer's own row and each child's. */
export const myTeamEventKey = (row: MyTeamEvent) => `${row.eventId}:${row.familyMemberId ?? 'me'}`;

/**
 * A team event on Home, Your events and the player card: one row per person the viewer answers for
 * (themself, or a child on the roster), with the answer given and Going / Maybe / Not going in one tap.
 */
export function MyTeamEventRow({ row }: { row: MyTeamEvent }) {
  const utils = trpc.useUtils();
  const rsvp = trpc.teams.rsvp.useMutation({
    onSuccess: () => Promise.all([utils.teams.myEvents.invalidate(), utils.teams.schedule.invalidate(), utils.home.tasks.invalidate()]),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  });
  const whose = row.forName ? TEAM_MESSAGES.answerFor(row.forName) : TEAM_MESSAGES.yourAnswer;
  return (
    <Stack as="li" gap="2" data-testid="my-team-event">
      <Flex gap="3" align="center" wrap="wrap">
        <Stack gap="0" flex="1" minW="0">
          <TextLink href={eventPaths.view(row.eventId)}>{withOpponent(row.title, row.opponentName)}</TextLink>
          <Text fontSize="sm" color="fg.muted">
            {row.teamName} · {formatEventWhen(row.startsAt, row.timezone)} · {row.locationName}
          </Text>
          <AnswerLine whose={whose} answer={row.answer} />
        </Stack>
        {row.cancelled && <Badge colorPalette="red">Cancelled</Badge>}
      </Flex>
      {!row.cancelled && (
        <AnswerButtons
          label={`${whose}: ${row.title}`}
          eventTitle={row.title}
          forName={row.forName}
          current={row.answer}
          pending={rsvp.isPending ? (rsvp.variables?.answer ?? null) : null}
          onAnswer={(answer) => rsvp.mutate({ eventId: row.eventId, answer, ...(row.familyMemberId ? { familyMemberId: row.familyMemberId } : {}) })}
        />
      )}
    </Stack>
  );
}
