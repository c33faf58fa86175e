import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { EventDetail } from './event-types.ts';
import { formatPrice } from './event-format.ts';
import { NumberField } from './form-fields.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { SelectField } from '../../components/SelectField.tsx';

/** The label says what joining will do: wait in line, ask the organiser, or pay (the organiser does neither). */
export function joinLabel(event: EventDetail): string {
  const full = event.counts.spotsLeft !== null && event.counts.spotsLeft <= 0;
  if (full) return 'Join the waitlist';
  if (event.viewer?.canManage) return EVENT_MESSAGES.organiserJoin;
  if (event.creatorApprovalNeeded) return 'Ask to join';
  if (event.priceCents > 0) return `Join · ${formatPrice(event.priceCents, event.currency)}`;
  return 'Join';
}

/** Join with guests (when the organiser allows them) and a slot group (when the event has any). */
export function JoinForm({
  event,
  pending,
  onJoin,
}: {
  event: EventDetail;
  pending: boolean;
  onJoin: (join: { guests: number; slotGroupId: string | null }) => void;
}) {
  const [guests, setGuests] = useState(0);
  const [slotGroupId, setSlotGroupId] = useState('');
  const needsGroup = event.slotGroups.length > 0;
  return (
    <Stack gap="3">
      {event.allowParticipantGuests && event.guestLimit > 0 && (
        <NumberField
          label="Guests you bring"
          value={guests}
          min={0}
          max={event.guestLimit}
          helper={`Up to ${event.guestLimit}.${event.chargeGuests && event.priceCents > 0 && !event.viewer?.canManage ? ` Guests pay ${formatPrice(event.priceCents, event.currency)} each.` : ''}`}
          onChange={(value) => setGuests(value ?? 0)}
        />
      )}
      {needsGroup && (
        <SelectField
          label="Group"
          required
          value={slotGroupId}
          onChange={setSlotGroupId}
          placeholder="Choose a group"
          options={event.slotGroups.map((group) => ({
            value: group.id,
            label: `${group.name}${group.spotsLeft !== null ? ` (${group.spotsLeft} left)` : ''}`,
            disabled: group.spotsLeft !== null && group.spotsLeft <= 0,
          }))}
        />
      )}
      <Button
        colorPalette="teal"
        alignSelf="flex-start"
        loading={pending}
        disabled={(needsGroup && !slotGroupId) || !Number.isInteger(guests) || guests < 0 || guests > event.guestLimit}
        onClick={() => onJoin({ guests, slotGroupId: slotGroupId || null })}
      >
        {joinLabel(event)}
      </Button>
    </Stack>
  );
}
