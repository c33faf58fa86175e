import { chakra, Fieldset, Stack } from '@chakra-ui/react';
import type { EditScope } from '../../../../shared/events/schemas.ts';

const Radio = chakra('input');

/** For a recurring event: change only this occurrence, or it and every later one in the series. */
export function EditScopeChoice({ value, onChange, verb }: { value: EditScope; onChange: (scope: EditScope) => void; verb: string }) {
  const options: { scope: EditScope; label: string }[] = [
    { scope: 'occurrence', label: 'This occurrence' },
    { scope: 'series', label: 'This and following' },
  ];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{verb} which events in the series?</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {options.map((option) => (
          <chakra.label key={option.scope} display="flex" alignItems="center" gap="2" cursor="pointer">
            <Radio type="radio" name={`scope-${verb}`} accentColor="teal.700" checked={value === option.scope} onChange={() => onChange(option.scope)} />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
