import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { formatPlanPrice, type Plan } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

/** One plan: 'Current' (disabled) when it is the active plan, else 'Get started'. */
export function PlanCard({
  plan,
  current,
  onChoose,
  busy,
  disabled,
}: {
  plan: Plan;
  current: boolean;
  onChoose: () => void;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <Card.Root data-testid={`pricing-${plan.id}`} borderColor={current ? 'teal.600' : undefined}>
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {plan.label}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold">
          {formatPlanPrice(plan)}
        </Text>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button width="full" colorPalette="teal" variant={current ? 'outline' : 'solid'} disabled={current || disabled} loading={busy} onClick={onChoose}>
          {current ? BILLING_MESSAGES.current : BILLING_MESSAGES.getStarted}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
