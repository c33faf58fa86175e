import { Alert, Button, Card, Checkbox, Field, Flex, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { trpc } from '../../lib/trpc.ts';
import type { FormPricing } from '../../../../shared/forms/definition.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';
import { OPEN_PAYMENTS_SETTINGS } from '../../../../shared/settings/settings.ts';

const CURRENCIES: FormPricing['currency'][] = ['usd', 'cad', 'eur', 'gbp', 'aud'];
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

interface Props {
  formId: string;
  pricing: FormPricing;
  onChange: (pricing: FormPricing) => void;
}

/**
 * How a form's price items are paid: the currency, discount codes, the sibling discount and an
 * optional payment plan (a deposit now, the rest on set days). Warns when the owner cannot be
 * paid yet, since such a form cannot be published.
 */
export function PricingEditor({ formId, pricing, onChange }: Props) {
  const readiness = trpc.forms.chargeReadiness.useQuery({ formId });
  const set = (patch: Partial<FormPricing>) => onChange({ ...pricing, ...patch });
  const plan = pricing.plan;
  return (
    <Card.Root as="section" aria-label="Payment">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            Payment
          </Heading>
          {readiness.data && !readiness.data.ready && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{readiness.data.reason}</Alert.Description>
                {readiness.data.needsLink && (
                  <Link href="/settings?tab=payments" style={{ textDecoration: 'underline' }}>
                    {OPEN_PAYMENTS_SETTINGS}
                  </Link>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <Flex gap="3" wrap="wrap" align="flex-start">
            <SelectField
              label="Currency"
              width="auto"
              value={pricing.currency}
              onChange={(currency) => set({ currency })}
              options={plainOptions(CURRENCIES, (currency) => currency.toUpperCase())}
            />
            <MoneyInput
              label="Sibling discount"
              width="12rem"
              cents={pricing.siblingDiscountCents}
              currency={pricing.currency}
              maxCents={FORM_LIMITS.priceMaxCents}
              onChange={(siblingDiscountCents) => set({ siblingDiscountCents })}
            />
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            The sibling discount comes off each registration after a family’s first on this form.
          </Text>

          <Stack gap="2">
            <Text fontWeight="medium">Discount codes</Text>
            {pricing.discountCodes.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                No codes.
              </Text>
            )}
            {pricing.discountCodes.map((code, index) => (
              <Flex key={index} gap="2" align="flex-end" wrap="wrap">
                <Field.Root width="12rem">
                  <Field.Label>Code</Field.Label>
                  <Input
                    value={code.code}
                    maxLength={FORM_LIMITS.discountCodeMax}
                    onChange={(event) =>
                      set({
                        discountCodes: pricing.discountCodes.map((candidate, at) =>
                          at === index ? { ...candidate, code: event.target.value.toUpperCase().replace(/[^A-Z0-9-]/g, '') } : candidate,
                        ),
                      })
                    }
                  />
                </Field.Root>
                <Field.Root width="8rem">
                  <Field.Label>Percent off</Field.Label>
                  <Input
                    type="number"
                    min={1}
                    max={100}
                    value={code.percentOff ?? ''}
                    onChange={(event) =>
                      set({
                        discountCodes: pricing.discountCodes.map((candidate, at) =>
                          at === index
                            ? { code: candidate.code, percentOff: Math.min(100, Math.max(1, Math.floor(Number(event.target.value) || 1))) }
                            : candidate,
                        ),
                      })
                    }
                  />
                </Field.Root>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove code ${code.code || index + 1}`}
                  onClick={() => set({ discountCodes: pricing.discountCodes.filter((_, at) => at !== index) })}
                >
                  ✕
                </IconButton>
              </Flex>
            ))}
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              disabled={pricing.discountCodes.length >= FORM_LIMITS.discountCodesMax}
              onClick={() => set({ discountCodes: [...pricing.discountCodes, { code: `CODE${pricing.discountCodes.length + 1}`, percentOff: 10 }] })}
            >
              Add a code
            </Button>
          </Stack>

          <Stack gap="2">
            <Checkbox.Root
              checked={plan !== null}
              onCheckedChange={(details) => set({ plan: details.checked === true ? { depositCents: 0, balanceDueDates: [inAMonth()] } : null })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Offer a payment plan (a deposit now, the rest later)</Checkbox.Label>
            </Checkbox.Root>
            {plan && (
              <Stack gap="2" pl="6">
                <MoneyInput
                  label="Deposit"
                  cents={plan.depositCents}
                  currency={pricing.currency}
                  maxCents={FORM_LIMITS.priceMaxCents}
                  onChange={(depositCents) => set({ plan: { ...plan, depositCents } })}
                />
                {plan.balanceDueDates.map((day, index) => (
                  <Flex key={index} gap="2" align="flex-end">
                    <Field.Root width="12rem">
                      <Field.Label>Balance part {index + 1} due</Field.Label>
                      <Input
                        type="date"
                        value={day}
                        onChange={(event) =>
                          event.target.value &&
                          set({
                            plan: { ...plan, balanceDueDates: plan.balanceDueDates.map((candidate, at) => (at === index ? event.target.value : candidate)) },
                          })
                        }
                      />
                    </Field.Root>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove due date ${index + 1}`}
                      disabled={plan.balanceDueDates.length === 1}
                      onClick={() => set({ plan: { ...plan, balanceDueDates: plan.balanceDueDates.filter((_, at) => at !== index) } })}
                    >
                      ✕
                    </IconButton>
                  </Flex>
                ))}
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="flex-start"
                  disabled={plan.balanceDueDates.length >= FORM_LIMITS.installmentsMax}
                  onClick={() => set({ plan: { ...plan, balanceDueDates: [...plan.balanceDueDates, inAMonth()] } })}
                >
                  Add a due date
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  The balance is split equally over the due dates; players get a reminder e-mail three days before each.
                </Text>
              </Stack>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
