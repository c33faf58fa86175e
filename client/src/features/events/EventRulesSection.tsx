import { Grid, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import type { SectionProps } from './event-form-section.ts';
import { NumberField, PriceField } from './form-fields.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { OPEN_PAYMENTS_SETTINGS } from '../../../../shared/settings/settings.ts';

/**
 * The price, offered only to an organiser who can be paid: without payments on the server, or
 * without a linked Stripe account that accepts charges, the field says why and stays free (an
 * existing price stays editable, so it can be taken back to free).
 */
function Price({ event, set }: Pick<SectionProps, 'event' | 'set'>) {
  const readiness = trpc.events.chargeReadiness.useQuery(undefined, { staleTime: 60_000 });
  const blocked = readiness.data ? !readiness.data.ready && event.priceCents === 0 : false;
  const helper = blocked ? (
    <Text as="span" data-testid="price-blocked">
      {readiness.data!.reason} {readiness.data!.needsLink && <TextLink href="/settings?tab=payments">{OPEN_PAYMENTS_SETTINGS}</TextLink>}
    </Text>
  ) : (
    'Paid through your linked Stripe account when a player joins. Leave empty for a free event.'
  );
  return (
    <PriceField
      label="Price per player (USD)"
      cents={event.priceCents}
      max={EVENT_LIMITS.priceCents.max}
      disabled={blocked || readiness.isPending}
      helper={helper}
      onChange={(priceCents) => set({ priceCents })}
    />
  );
}

/** Joining rules: price, approval, late RSVP, the cancellation window and participant guests. */
export function EventRulesSection({ event, set, errors }: SectionProps) {
  return (
    <Stack gap="4">
      <Price event={event} set={set} />
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
