import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CURRENT_PLATFORM, formatPlanPrice, plansFor, TEAM_PLANS, type Plan } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { NotConfiguredNotice } from './NotConfiguredNotice.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';
import { isNotConfigured, useBillingOverview } from './use-billing.ts';

const TITLES = { organizer: 'Organizer plans', member: 'Member plans' } as const;

/**
 * A pricing page (organizer/pricing, member/pricing, pricing/member). Subscribing goes to Stripe
 * Checkout; moving to Free from a paid plan is a cancellation, confirmed first.
 */
export function PricingView({ item }: { item: 'organizer' | 'member' }) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const overview = useBillingOverview(Boolean(user));
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const active = overview.data?.plans.find((p) => p.item === item);
  const currentPlanId = user ? (active?.subscriptionId ? active.planId : `${item}-free`) : null;

  const subscribe = trpc.billing.createSubscription.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, BILLING_MESSAGES.loadFailed) }),
  });
  const cancel = trpc.billing.cancelSubscription.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: BILLING_MESSAGES.cancelled });
      setConfirming(null);
      await utils.billing.overview.invalidate();
    },
  });

  const choose = (plan: Plan) => {
    if (!user) return navigate('/sign-up');
    if (!plan.priceId || active?.subscriptionId) return setConfirming(plan);
    subscribe.mutate({
      items: [{ id: user.id, name: plan.label, quantity: 1, planId: plan.id, type: 'user-subscription', platform: CURRENT_PLATFORM }],
      environment: overview.data?.environment ?? 'test',
    });
  };
  const confirm = () => {
    if (!confirming) return;
    if (!confirming.priceId) return cancel.mutate({ type: item, id: null, platform: CURRENT_PLATFORM });
    // One paid plan per item: a change of paid plan is made in the billing portal.
    setConfirming(null);
    void notify({ type: 'info', title: BILLING_MESSAGES.alreadyOnPlan });
  };

  const notConfigured = overview.isError && isNotConfigured(overview.error);
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {TITLES[item]}
        </Heading>
        {notConfigured && <NotConfiguredNotice />}
        {overview.isError && !notConfigured && <PageError message={BILLING_MESSAGES.loadFailed} onRetry={() => void overview.refetch()} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {plansFor(item).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={currentPlanId === plan.id}
              busy={subscribe.isPending && subscribe.variables?.items[0]?.planId === plan.id}
              disabled={Boolean(user) && (overview.isPending || overview.isError)}
              onChoose={() => choose(plan)}
            />
          ))}
        </SimpleGrid>
        {item === 'organizer' && (
          <Stack gap="2">
            <Heading as="h2" size="lg">
              Team plans
            </Heading>
            <Text color="fg.muted">Billed per team, in USD per month.</Text>
            {TEAM_PLANS.map((plan) => (
              <Text key={plan.id}>
                <strong>{plan.label}</strong>: {formatPlanPrice(plan)} ({plan.features.join(', ')})
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <PlanChangeDialog
        target={confirming ? { label: confirming.label, free: !confirming.priceId } : null}
        busy={cancel.isPending}
        error={cancel.error}
        onClose={() => {
          cancel.reset();
          setConfirming(null);
        }}
        onConfirm={confirm}
      />
    </Container>
  );
}
