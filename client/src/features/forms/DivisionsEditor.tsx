import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { FORM_DIVISION_MESSAGES } from '../../../../shared/forms/messages.ts';
import { FORM_DIVISION_LIMITS, type FormDivisionInput } from '../../../../shared/forms/schemas.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';

/**
 * The season's groups a registration form offers as divisions (issue 31, defect 10), each with its
 * price and places on this form. None offered: every submitter joins the form's one group.
 */
export function DivisionsEditor({
  groups,
  divisions,
  currency,
  onChange,
}: {
  groups: { id: string; name: string }[];
  divisions: FormDivisionInput[];
  currency: string;
  onChange: (divisions: FormDivisionInput[]) => void;
}) {
  const set = (groupId: string, next: FormDivisionInput | null) => {
    const others = divisions.filter((division) => division.groupId !== groupId);
    // Kept in the season's group order, which is the order the player sees them in.
    const all = next ? [...others, next] : others;
    onChange(groups.flatMap((group) => all.filter((division) => division.groupId === group.id)));
  };
  return (
    <Stack gap="2" as="section" aria-label={FORM_DIVISION_MESSAGES.builderTitle}>
      <Text fontWeight="semibold">{FORM_DIVISION_MESSAGES.builderTitle}</Text>
      <Text fontSize="sm" color="fg.muted">
        {FORM_DIVISION_MESSAGES.builderHelp}
      </Text>
      {groups.map((group) => {
        const division = divisions.find((candidate) => candidate.groupId === group.id);
        return (
          <Box key={group.id} borderWidth="1px" borderRadius="md" p="2" data-testid="division-row">
            <Flex gap="3" wrap="wrap" align="flex-end">
              <SwitchField
                label={`${FORM_DIVISION_MESSAGES.offer} ${group.name}`}
                checked={Boolean(division)}
                onChange={(checked) => set(group.id, checked ? { groupId: group.id, priceCents: 0, capacity: 10 } : null)}
              />
              {division && (
                <>
                  <MoneyInput
                    label={FORM_DIVISION_MESSAGES.price}
                    cents={division.priceCents}
                    currency={currency}
                    maxCents={FORM_LIMITS.priceMaxCents}
                    onChange={(priceCents) => set(group.id, { ...division, priceCents })}
                  />
                  <TextField
                    label={FORM_DIVISION_MESSAGES.capacity}
                    type="number"
                    inputMode="numeric"
                    width="7rem"
                    min={1}
                    max={FORM_DIVISION_LIMITS.capacityMax}
                    value={String(division.capacity)}
                    onChange={(value) => {
                      const capacity = Math.trunc(Number(value));
                      if (capacity >= 1 && capacity <= FORM_DIVISION_LIMITS.capacityMax) set(group.id, { ...division, capacity });
                    }}
                  />
                </>
              )}
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
