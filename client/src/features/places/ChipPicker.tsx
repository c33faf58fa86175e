import { Button, Field, Flex } from '@chakra-ui/react';

interface Props {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  required?: boolean;
}

/** A multi-select of toggle buttons: every option visible at once, which suits short fixed lists. */
export function ChipPicker({ label, options, value, onChange, error, required }: Props) {
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Flex wrap="wrap" gap="2" role="group" aria-label={label}>
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <Button key={option} size="xs" variant={on ? 'solid' : 'outline'} colorPalette="teal" aria-pressed={on} onClick={() => toggle(option)}>
              {option}
            </Button>
          );
        })}
      </Flex>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
