import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthLink } from '../auth/use-return-here.ts';
import { AnswerButtons } from '../teams/AnswerButtons.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { ManageEventLink } from './ManageEventLink.tsx';
import type { EventDetail } from './event-types.ts';

type TeamGame = NonNullable<EventDetail['team']>;

/**
 * A team's game in place of the join panel: the team's answers counted, a member's own
 * Going / Maybe / Not going, and for everyone else the way to the team.
 */
export function TeamGamePanel({ event, team, signedIn }: { event: EventDetail; team: TeamGame; signedIn: boolean }) {
  const utils = trpc.useUtils();
  const signInHref = useAuthLink('login');
  const rsvp = trpc.teams.rsvp.useMutation({
    onSuccess: () => utils.events.get.invalidate({ eventId: event.id }),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, EVENT_MESSAGES.answerSaveFailed) }),
  });
  const open = !event.cancelled && new Date(event.startsAt).getTime() > Date.now();
  return (
    <Card.Root data-testid="team-game-panel">
      <Card.Body>
        <Stack gap="3">
          <Text fontWeight="semibold">
            Team game: <Link href={`/team/${team.id}`}>{team.name}</Link>
          </Text>
          <Text data-testid="team-answer-counts">
            {team.going} going · {team.maybe} maybe · {team.notGoing} not going
          </Text>
          {open && team.viewerIsMember && (
            <AnswerButtons
              label={`Your answer for ${event.title}`}
              eventTitle={event.title}
              current={team.viewerAnswer}
              pending={rsvp.isPending ? rsvp.variables.answer : null}
              onAnswer={(answer) => rsvp.mutate({ eventId: event.id, answer })}
            />
          )}
          {open && !team.viewerIsMember && <Text color="fg.muted">{EVENT_MESSAGES.teamGameNoJoin}</Text>}
          {!signedIn && open && (
            <Button asChild colorPalette="teal" alignSelf="flex-start">
              <Link href={signInHref}>Sign in to answer</Link>
            </Button>
          )}
          {signedIn && !team.viewerIsMember && (
            <Button asChild variant="outline" alignSelf="flex-start">
              <Link href={`/team/${team.id}`}>Open the team</Link>
            </Button>
          )}
          {event.viewer.canManage && <ManageEventLink eventId={event.id} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
