import { Button, Flex } from '@chakra-ui/react';
import { RSVP_ANSWERS, RSVP_LABELS, type RsvpAnswer } from '../../../../shared/teams/teams.ts';

/** Going / Maybe / Not going, the current answer pressed: a team member's one-tap answer to a team's event. */
export function AnswerButtons({
  label,
  current,
  pending,
  onAnswer,
  buttonLabel,
}: {
  label: string;
  current: string | null;
  pending: RsvpAnswer | null;
  onAnswer: (answer: RsvpAnswer) => void;
  /** Each button's own accessible name, where a list holds several events' buttons. */
  buttonLabel?: (answer: RsvpAnswer) => string;
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
          aria-label={buttonLabel?.(answer)}
          loading={pending === answer}
          onClick={() => onAnswer(answer)}
        >
          {RSVP_LABELS[answer]}
        </Button>
      ))}
    </Flex>
  );
}
