import { Field, Input } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

interface Props extends Omit<ComponentProps<typeof Input>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string | undefined;
}

/**
 * A labelled input. `flex` and `minW` size the whole field in a row of fields (on the input they
 * would squash its height inside the field's column).
 */
export function TextField({ label, value, onChange, error, helper, required, flex, minW, ...input }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} flex={flex} minW={minW}>
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
