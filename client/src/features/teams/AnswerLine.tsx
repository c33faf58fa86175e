import { Text } from '@chakra-ui/react';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { RSVP_LABELS, type RsvpAnswer } from '../../../../shared/teams/teams.ts';

/** "Your answer: Going" (or "Answer for Mia Lee: No answer yet"): the answer in words beside its buttons, alike on Home and the team page. */
export function AnswerLine({ whose, answer }: { whose: string; answer: string | null }) {
  return (
    <Text fontSize="sm">
      {whose}:{' '}
      <Text as="span" fontWeight="semibold">
        {answer && answer in RSVP_LABELS ? RSVP_LABELS[answer as RsvpAnswer] : TEAM_MESSAGES.noAnswerYet}
      </Text>
    </Text>
  );
}
