import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { withOpponent } from '../events/event-format.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { RSVP_LABELS, type RsvpAnswer } from '../../../../shared/teams/teams.ts';
import { AnswerButtons } from './AnswerButtons.tsx';
import { AnswerLine } from './AnswerLine.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { formatClockTime, timeAgo } from '../../lib/dates.ts';

const when = (startsAt: Date, timeZone: string) =>
  startsAt.toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

/** The team's upcoming events with one-tap Going / Maybe / Not going; organisers see who answered and nudge the rest. */
export function TeamSchedule({ teamId, manages, viewerId }: { teamId: string; manages: boolean; viewerId: string | null }) {
  const schedule = trpc.teams.schedule.useQuery({ teamId });
  const utils = trpc.useUtils();
  const fail = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });
  const rsvp = trpc.teams.rsvp.useMutation({ onSuccess: () => utils.teams.schedule.invalidate({ teamId }), onError: fail });
  // The answer being saved for this event and person (null: the viewer themself).
  const pendingAnswer = (eventId: string, familyMemberId: string | null) =>
    rsvp.isPending && rsvp.variables?.eventId === eventId && (rsvp.variables.familyMemberId ?? null) === familyMemberId ? rsvp.variables.answer : null;
  if (schedule.isPending) return <Text color="fg.muted">Loading the schedule...</Text>;
  if (schedule.isError) return <PageError message={TEAM_MESSAGES.scheduleLoadFailed} onRetry={() => void schedule.refetch()} />;
  return (
    <Stack gap="4" data-testid="team-schedule">
      {manages && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <Link href={`/create?team=${teamId}`}>Add an event</Link>
        </Button>
      )}
      {schedule.data.length === 0 && <Text color="fg.muted">No upcoming events.</Text>}
      {schedule.data.map((event) => (
        <Stack key={event.id} gap="2" borderBottomWidth="1px" pb="3" data-testid="schedule-event">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Stack gap="0">
              <TextLink href={`/evt/${event.id}`}>{withOpponent(event.title, event.opponentName)}</TextLink>
              <Text fontSize="sm" color="fg.muted">
                {when(event.startsAt, event.timezone)} · {event.locationName}
              </Text>
            </Stack>
            {event.cancelled ? (
              <Badge colorPalette="red">Cancelled</Badge>
            ) : (
              <Text fontSize="sm" color="fg.muted" data-testid="rsvp-counts">
                {event.going} going · {event.maybe} maybe · {event.notGoing} not going
              </Text>
            )}
          </Flex>
          {!event.cancelled && (
            <Stack gap="1">
              <AnswerLine whose={TEAM_MESSAGES.yourAnswer} answer={event.answer} />
              <AnswerButtons
                label={`Your answer for ${event.title}`}
                eventTitle={event.title}
                current={event.answer}
                pending={pendingAnswer(event.id, null)}
                onAnswer={(answer) => rsvp.mutate({ eventId: event.id, answer })}
              />
            </Stack>
          )}
          {!event.cancelled &&
            event.dependents.map((child) => (
              <Stack key={child.familyMemberId} gap="1">
                <AnswerLine whose={TEAM_MESSAGES.answerFor(child.name)} answer={child.answer} />
                <AnswerButtons
                  label={`${TEAM_MESSAGES.answerFor(child.name)}: ${event.title}`}
                  eventTitle={event.title}
                  forName={child.name}
                  current={child.answer}
                  pending={pendingAnswer(event.id, child.familyMemberId)}
                  onAnswer={(answer) => rsvp.mutate({ eventId: event.id, answer, familyMemberId: child.familyMemberId })}
                />
              </Stack>
            ))}
          {manages && !event.cancelled && (
            <Answers eventId={event.id} teamId={teamId} viewerId={viewerId} lastNudgedAt={event.lastNudgedAt} nextNudgeAt={event.nextNudgeAt} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

interface AnswersProps {
  eventId: string;
  teamId: string;
  viewerId: string | null;
  lastNudgedAt: Date | null;
  nextNudgeAt: Date | null;
}

function Answers({ eventId, teamId, viewerId, lastNudgedAt, nextNudgeAt }: AnswersProps) {
  const [open, setOpen] = useState(false);
  // As this team: a league game's other team sees and nudges its own players.
  const roster = trpc.teams.rsvpRoster.useQuery({ eventId, teamId }, { enabled: open });
  const utils = trpc.useUtils();
  const nudge = trpc.teams.nudge.useMutation({
    onSuccess: ({ nudged }) => void notify({ type: 'success', title: nudged === 1 ? 'Reminded 1 member' : `Reminded ${nudged} members` }),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, TEAM_MESSAGES.reminderSendFailed) }),
    // The schedule carries the wait until the next nudge, so the button shows it at once.
    onSettled: () => utils.teams.schedule.invalidate({ teamId }),
  });
  if (!open) {
    return (
      <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Who answered
      </Button>
    );
  }
  if (roster.isPending) return <Text fontSize="sm">Loading answers...</Text>;
  if (roster.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        {TEAM_MESSAGES.answersLoadFailed}
      </Text>
    );
  const waiting = nextNudgeAt !== null && nextNudgeAt > new Date();
  // The organiser nudges the others, never themself.
  const silent = roster.data.filter((row) => !row.answer && row.userId !== viewerId && !(row.familyMemberId && row.guardianId === viewerId));
  return (
    <Stack gap="1" fontSize="sm" data-testid="rsvp-answers">
      {roster.data.map((row) => (
        <Flex key={row.userId ?? row.familyMemberId} justify="space-between" gap="2">
          <Text>
            {row.name}
            {row.guardianName && (
              <Text as="span" color="fg.muted">
                {' '}
                (for {row.guardianName})
              </Text>
            )}
          </Text>
          <Text color={row.answer ? 'fg' : 'fg.muted'}>{row.answer ? RSVP_LABELS[row.answer as RsvpAnswer] : 'No answer yet'}</Text>
        </Flex>
      ))}
      {lastNudgedAt && (
        <Text color="fg.muted" data-testid="last-nudged">
          {TEAM_MESSAGES.lastNudged(timeAgo(lastNudgedAt, new Date()))}
        </Text>
      )}
      {silent.length > 0 && (
        <Stack gap="1" align="flex-start">
          <Button
            size="xs"
            variant="outline"
            loading={nudge.isPending}
            disabled={waiting}
            aria-describedby={waiting ? `nudge-wait-${eventId}` : undefined}
            onClick={() => nudge.mutate({ eventId, teamId })}
          >
            Nudge {silent.length} who {silent.length === 1 ? 'has' : 'have'} not answered
          </Button>
          {waiting && (
            <Text id={`nudge-wait-${eventId}`} color="fg.muted">
              {TEAM_MESSAGES.nudgeAgainAt(formatClockTime(nextNudgeAt))}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
