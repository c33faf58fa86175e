import { Stack, Text } from '@chakra-ui/react';
import type { EventDetail } from './event-types.ts';

/** Spots, waitlist and the joining rules, in plain sentences. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { going, waitlisted, spotsLeft } = event.counts;
  const facts: string[] = [];
  facts.push(event.capacity === null ? `${going} going · no limit` : `${going} of ${event.capacity} spots taken`);
  if (spotsLeft !== null)
    facts.push(spotsLeft > 0 ? `${spotsLeft} spot${spotsLeft === 1 ? '' : 's'} left` : event.allowWaitlist ? 'Full: join the waitlist' : 'Full');
  if (waitlisted > 0) facts.push(`${waitlisted} on the waitlist`);
  if (event.hasMinimumNeeded && event.minimumNeeded) facts.push(`Needs at least ${event.minimumNeeded} players or it is cancelled`);
  if (event.creatorApprovalNeeded) facts.push('The organiser approves each player');
  if (event.allowParticipantGuests && event.guestLimit > 0) facts.push(`Players may bring up to ${event.guestLimit} guest${event.guestLimit === 1 ? '' : 's'}`);
  if (event.hoursToCancelBefore > 0) facts.push(`Leave at least ${event.hoursToCancelBefore} hours before the start`);
  if (event.allowLateRsvp) facts.push('Late joining allowed');
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="event-facts">
      {facts.map((fact) => (
        <Text as="li" key={fact}>
          {fact}
        </Text>
      ))}
    </Stack>
  );
}
