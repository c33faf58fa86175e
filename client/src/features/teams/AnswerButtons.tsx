import { Button, Flex } from '@chakra-ui/react';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { RSVP_ANSWERS, RSVP_LABELS, type RsvpAnswer } from '../../../../shared/teams/teams.ts';

/** Going / Maybe / Not going, the current answer pressed: a team member's one-tap answer to a team's event. */
export function AnswerButtons({
  label,
  eventTitle,
  forName = null,
  current,
  pending,
  onAnswer,
}: {
  label: string;
  /** Named in each button's accessible name, since a schedule repeats the same three buttons per event. */
  eventTitle: string;
  forName?: string | null;
  current: string | null;
  pending: RsvpAnswer | null;
  onAnswer: (answer: RsvpAnswer) => void;
}) {
  return (
    <Flex gap="2" role="group" aria-label={label} wrap="wrap">
      {RSVP_ANSWERS.map((answer) => (
        <Button
          key={answer}
          size="sm"
          variant={current === answer ? 'solid' : 'outline'}
          colorPalette={current === answer ? 'teal' : 'gray'}
          aria-pressed={current === answer}
          aria-label={TEAM_MESSAGES.answerButtonName(RSVP_LABELS[answer], eventTitle, forName)}
          loading={pending === answer}
          onClick={() => onAnswer(answer)}
        >
          {RSVP_LABELS[answer]}
        </Button>
      ))}
    </Flex>
  );
}
