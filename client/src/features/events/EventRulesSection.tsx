import { Grid, Stack } from '@chakra-ui/react';
import { EVENT_LIMITS } from '../../../../shared/schemas/events.ts';
import type { SectionProps } from './event-form-section.ts';
import { NumberField, PriceField } from './form-fields.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';

/** Joining rules: price, approval, late RSVP, the cancellation window and participant guests. */
export function EventRulesSection({ event, set, errors }: SectionProps) {
  return (
    <Stack gap="4">
      <PriceField
        label="Price per player (USD)"
        cents={event.priceCents}
        max={EVENT_LIMITS.priceCents.max}
        helper="Paid through your linked Stripe account when a player joins. Leave empty for a free event."
        onChange={(priceCents) => set({ priceCents })}
      />
      <NumberField
        label="Hours to cancel before"
        value={event.hoursToCancelBefore}
        min={0}
        max={EVENT_LIMITS.hours.max}
        helper="Players can leave (and are refunded) until this many hours before the start."
        error={errors.hoursToCancelBefore}
        onChange={(hours) => set({ hoursToCancelBefore: hours ?? 0 })}
      />
      <SwitchField
        label="Creator approval needed"
        checked={event.creatorApprovalNeeded}
        helper="Players ask to join and you approve or decline each one."
        onChange={(creatorApprovalNeeded) => set({ creatorApprovalNeeded })}
      />
      <SwitchField
        label="Allow late RSVP"
        checked={event.allowLateRsvp}
        helper="Players can still join after the event has started."
        onChange={(allowLateRsvp) => set({ allowLateRsvp })}
      />
      <SwitchField
        label="Allow participant guests"
        checked={event.allowParticipantGuests}
        helper="Players can bring guests; guests take spots too."
        onChange={(allowParticipantGuests) => set({ allowParticipantGuests, guestLimit: allowParticipantGuests ? Math.max(1, event.guestLimit) : 0 })}
      />
      {event.allowParticipantGuests && (
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" alignItems="center">
          <NumberField
            label="Guests per player"
            value={event.guestLimit}
            min={1}
            max={EVENT_LIMITS.guestLimit.max}
            error={errors.guestLimit}
            onChange={(guestLimit) => set({ guestLimit: guestLimit ?? 1 })}
          />
          {event.priceCents > 0 && <SwitchField label="Charge for guests" checked={event.chargeGuests} onChange={(chargeGuests) => set({ chargeGuests })} />}
        </Grid>
      )}
    </Stack>
  );
}
