import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface Props extends Omit<ComponentProps<typeof Input>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string | undefined;
}

export function TextField({ label, value, onChange, error, helper, required, ...input }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
