import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../../../shared/activity-subscriptions/messages.ts';
import type { ActivitySubscription } from '../../../../shared/activity-subscriptions/schemas.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { ACTIVITY_ALERT_DIGEST_MINUTES } from '../../../../shared/settings/settings.ts';
import { ActivitySubscriptionForm } from './ActivitySubscriptionForm.tsx';
import { useUnitSystem } from '../../lib/units.ts';
import { milesLabel } from '../../../../shared/common/units.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

type FormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; subscription: ActivitySubscription };

const when = (date: Date) => format(date, 'MMM d, yyyy h:mm a');

function temporaryText({ startDate, endDate }: ActivitySubscription): string | null {
  if (startDate && endDate) return `Temporary: ${when(startDate)} to ${when(endDate)}`;
  if (startDate) return `Temporary: from ${when(startDate)}`;
  if (endDate) return `Temporary: until ${when(endDate)}`;
  return null;
}

function SubscriptionRow({
  subscription,
  onEdit,
  onDelete,
  deleting,
}: {
  subscription: ActivitySubscription;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const city = subscription.address.description;
  const temporary = temporaryText(subscription);
  const ended = subscription.endDate !== null && subscription.endDate.getTime() < Date.now();
  const units = useUnitSystem();
  return (
    <Flex
      data-testid="activity-subscription"
      justify="space-between"
      align={{ base: 'flex-start', sm: 'center' }}
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Stack gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{city}</Text>
          <Text color="fg.muted" fontSize="sm">
            within {milesLabel(subscription.radius, units)}
          </Text>
          {ended && <Badge colorPalette="gray">Ended</Badge>}
        </Flex>
        <Flex gap="1" wrap="wrap">
          {subscription.activities.map((activity) => (
            <Badge key={activity} colorPalette="teal" variant="subtle">
              {activity}
            </Badge>
          ))}
        </Flex>
        {temporary && (
          <Text fontSize="sm" color="fg.muted">
            {temporary}
          </Text>
        )}
      </Stack>
      <Flex gap="2" flexShrink={0}>
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${city}`}>
          Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} loading={deleting} aria-label={`Delete ${city}`}>
          Delete
        </Button>
      </Flex>
    </Flex>
  );
}

/** Settings tab 'activities-subscription': the cities whose new activities the user hears about. */
export function ActivitySubscriptionsTab() {
  const utils = trpc.useUtils();
  const list = trpc.activitySubscriptions.list.useQuery();
  const [form, setForm] = useState<FormMode>({ kind: 'closed' });
  const remove = trpc.activitySubscriptions.delete.useMutation({
    onSuccess: () => {
      void utils.activitySubscriptions.list.invalidate();
      void notify({ type: 'success', title: M.deleted, duration: TIMINGS.snackbarDeleteMs });
    },
    onError: (error) => void notify({ type: 'error', title: M.deleteFailed, description: errorMessage(error, ''), duration: TIMINGS.snackbarDeleteMs }),
  });
  const close = () => setForm({ kind: 'closed' });
  const subscriptions = list.data ?? [];

  return (
    <SectionCard
      title="Activity Subscription"
      actions={
        form.kind === 'closed' &&
        subscriptions.length > 0 && (
          <Button size="sm" colorPalette="teal" onClick={() => setForm({ kind: 'add' })}>
            {M.addCity}
          </Button>
        )
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {M.howAlertsCome(ACTIVITY_ALERT_DIGEST_MINUTES)}
        </Text>
        {list.isPending && (
          <Text role="status" aria-live="polite">
            Loading...
          </Text>
        )}
        {list.isError && <PageError message={M.loadFailed} onRetry={() => void list.refetch()} />}
        {form.kind !== 'closed' && (
          <ActivitySubscriptionForm
            key={form.kind === 'edit' ? form.subscription.id : 'add'}
            subscription={form.kind === 'edit' ? form.subscription : null}
            onClose={close}
          />
        )}
        {list.isSuccess && subscriptions.length === 0 && form.kind === 'closed' && (
          <Stack align="center" textAlign="center" gap="2" py="8" data-testid="activity-subscriptions-empty">
            <Heading as="h3" size="sm">
              {M.emptyTitle}
            </Heading>
            <Text color="fg.muted">{M.emptyBody}</Text>
            <Button mt="2" colorPalette="teal" onClick={() => setForm({ kind: 'add' })}>
              {M.addCity}
            </Button>
          </Stack>
        )}
        {subscriptions.map((subscription) => (
          <SubscriptionRow
            key={subscription.id}
            subscription={subscription}
            onEdit={() => setForm({ kind: 'edit', subscription })}
            onDelete={() => remove.mutate({ id: subscription.id })}
            deleting={remove.isPending && remove.variables?.id === subscription.id}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
