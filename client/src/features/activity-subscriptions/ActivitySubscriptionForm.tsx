import { Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../../../shared/activity-subscriptions/messages.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { subscriptionActivityOptions, type ActivitySubscription } from '../../../../shared/activity-subscriptions/schemas.ts';
import { ACTIVITY_SUBSCRIPTION_RADIUS as RADIUS } from '../../../../shared/settings/settings.ts';
import { ActivityPicker } from './ActivityPicker.tsx';
import { formErrors, formInput, initialFormState, missingFields, setTemporary } from './subscription-form.ts';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { useUnitSystem } from '../../lib/units.ts';
import { milesLabel, unitName } from '../../../../shared/common/units.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

interface Props {
  /** Null to add a city, a subscription to edit it. */
  subscription: ActivitySubscription | null;
  onClose: () => void;
}

/** Add or edit one city subscription; saving or cancelling closes it (spec section 4). */
export function ActivitySubscriptionForm({ subscription, onClose }: Props) {
  const utils = trpc.useUtils();
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const [state, setState] = useState(() => initialFormState(subscription));
  // Errors show once a field has been used, not the moment an empty form opens.
  const [touched, setTouched] = useState<{ city?: boolean; activities?: boolean }>({});
  const radiusId = useId();
  const units = useUnitSystem();
  const save = trpc.activitySubscriptions.save.useMutation({
    onSuccess: () => {
      void utils.activitySubscriptions.list.invalidate();
      void notify({ type: 'success', title: M.saved });
      onClose();
    },
    onError: (error) => void notify({ type: 'error', title: M.saveFailed, description: errorMessage(error, '') }),
  });

  const { valid, errors } = formErrors(state);
  const options = subscriptionActivityOptions(gameTypes.data ?? []);
  const city = state.city?.name ?? 'this city';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !save.isPending) save.mutate(formInput(state));
  };

  return (
    <SectionCard
      title={subscription ? `Edit ${subscription.address.description}` : 'Add a city'}
      level="h3"
      headingSize="sm"
      variant="outline"
      data-testid="activity-subscription-form"
    >
      <form onSubmit={submit} noValidate aria-label={subscription ? 'Edit activity subscription' : 'Add activity subscription'}>
        <Stack gap="5">
          <CitySearchInput
            label="City"
            required
            value={state.city}
            onChange={(next) => {
              setState((s) => ({ ...s, city: next }));
              setTouched((t) => ({ ...t, city: true }));
            }}
            helper={`You'll hear about new activities within ${milesLabel(state.radius, units)} of ${city}.`}
            error={touched.city && !state.city ? errors.address : undefined}
          />

          <Stack gap="1">
            <Flex justify="space-between" align="baseline">
              <chakra.label htmlFor={radiusId} fontSize="sm" fontWeight="medium">
                Radius ({unitName(units)})
              </chakra.label>
              <Text fontSize="sm" aria-hidden="true">
                {milesLabel(state.radius, units)}
              </Text>
            </Flex>
            <input
              id={radiusId}
              type="range"
              min={RADIUS.min}
              max={RADIUS.max}
              step={RADIUS.step}
              value={state.radius}
              aria-valuetext={milesLabel(state.radius, units)}
              onChange={(event) => setState((s) => ({ ...s, radius: Number(event.target.value) }))}
              style={{ width: '100%', accentColor: 'var(--chakra-colors-teal-600)' }}
            />
            <Flex justify="space-between" fontSize="xs" color="fg.muted">
              <Text>{milesLabel(RADIUS.min, units)}</Text>
              <Text>{milesLabel(RADIUS.max, units)}</Text>
            </Flex>
          </Stack>

          {gameTypes.isError ? (
            <Text color="fg.error" role="alert">
              {M.activitiesLoadFailed}{' '}
              <Button size="xs" variant="outline" onClick={() => void gameTypes.refetch()}>
                Try again
              </Button>
            </Text>
          ) : (
            <ActivityPicker
              options={options}
              value={state.activities}
              onChange={(activities) => {
                setState((s) => ({ ...s, activities }));
                setTouched((t) => ({ ...t, activities: true }));
              }}
              error={touched.activities ? errors.activities : undefined}
            />
          )}

          <Stack gap="3">
            <SwitchField
              label="Temporary (for a trip or a season)"
              checked={state.temporary}
              onChange={(temporary) => setState((s) => setTemporary(s, temporary))}
            />
            {state.temporary && (
              <Flex gap="3" wrap="wrap">
                <Field.Root w="auto">
                  <Field.Label>Start date</Field.Label>
                  <Input type="datetime-local" value={state.start} onChange={(event) => setState((s) => ({ ...s, start: event.target.value }))} />
                </Field.Root>
                <Field.Root w="auto" invalid={Boolean(errors.endDate)}>
                  <Field.Label>End date</Field.Label>
                  <Input
                    type="datetime-local"
                    min={state.start || undefined}
                    value={state.end}
                    onChange={(event) => setState((s) => ({ ...s, end: event.target.value }))}
                  />
                  {errors.endDate ? <Field.ErrorText>{errors.endDate}</Field.ErrorText> : <Field.HelperText>Alerts stop after this date.</Field.HelperText>}
                </Field.Root>
              </Flex>
            )}
          </Stack>

          <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
            <DisabledReason id="subscription-save-why" reason={valid ? null : SETTINGS_MESSAGES.saveNeeds(missingFields(errors))} />
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              colorPalette="teal"
              disabled={!valid || save.isPending}
              loading={save.isPending}
              aria-describedby={valid ? undefined : 'subscription-save-why'}
            >
              Save
            </Button>
          </Flex>
        </Stack>
      </form>
    </SectionCard>
  );
}
