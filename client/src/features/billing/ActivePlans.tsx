import { Button, Card, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { ActivePlan } from './billing-types.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { changedSubscription, periodText } from './billing-text.ts';
import { openInNewWindow, useSkeletonHeight } from './use-billing.ts';

const PRICING_PATH = { organizer: '/organizer/pricing', member: '/member/pricing' } as const;

function PlanSummaryCard({ plan }: { plan: ActivePlan }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const openPortal = () =>
    openInNewWindow(() => utils.billing.portalLink.fetch()).catch((error: unknown) =>
      notify({ type: 'error', title: errorMessage(error, BILLING_MESSAGES.loadFailed) }),
    );
  const subscribed = plan.subscriptionId !== null;
  return (
    <Card.Root data-testid={`plan-card-${plan.item}`}>
      <Card.Body gap="2">
        <Heading as="h4" size="md">
          {plan.label}
        </Heading>
        <Text color={subscribed ? undefined : 'fg.muted'}>{periodText(plan.periodStart, plan.periodEnd)}</Text>
        <Flex gap="3" wrap="wrap" fontSize="sm">
          <TextLink href={PRICING_PATH[plan.item]}>Pricing</TextLink>
          <Button variant="plain" size="sm" p="0" h="auto" color="teal.700" textDecoration="underline" onClick={() => void openPortal()}>
            Billing portal
          </Button>
        </Flex>
      </Card.Body>
      <Card.Footer>
        {subscribed ? (
          <Button colorPalette="teal" onClick={() => void openPortal()}>
            {BILLING_MESSAGES.manageSubscription}
          </Button>
        ) : (
          <Button colorPalette="teal" variant="outline" onClick={() => navigate(PRICING_PATH[plan.item])}>
            {BILLING_MESSAGES.viewPlans}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** "Your Active Plans": Organizer Pro and Member Plus, with skeletons while loading. */
export function ActivePlans({ plans }: { plans: ActivePlan[] | undefined }) {
  const skeletonHeight = useSkeletonHeight();
  // The portal opens in another window; back here the overview is fetched again and shows the new plan.
  const shown = useRef(plans);
  useEffect(() => {
    if (changedSubscription(shown.current, plans)) void notify({ type: 'success', title: BILLING_MESSAGES.changed });
    if (plans) shown.current = plans;
  }, [plans]);
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        Your Active Plans
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {plans
          ? plans.map((plan) => <PlanSummaryCard key={plan.item} plan={plan} />)
          : [0, 1].map((i) => <Skeleton key={i} height={`${skeletonHeight}px`} borderRadius="md" data-testid="plan-skeleton" />)}
      </SimpleGrid>
    </Stack>
  );
}
