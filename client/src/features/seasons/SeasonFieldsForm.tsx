import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { fieldErrors } from '../../lib/form-errors.ts';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid.ts';
import { seasonFields, type SeasonFields } from '../../../../shared/seasons/schemas.ts';
import { SEASON_LIMITS } from '../../../../shared/limits/limits.ts';

/** A season's label and dates: the new-season form and the edit form share it. */
export function SeasonFieldsForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  extra,
}: {
  initial: SeasonFields;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: SeasonFields) => void;
  extra?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof SeasonFields) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldErrors(seasonFields, values);
    setErrors(invalid ?? {});
    if (invalid) focusFirstInvalid();
    else onSubmit(values);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="3">
        <TextField
          label="Season name"
          placeholder="Fall 2026"
          value={values.label}
          maxLength={SEASON_LIMITS.labelMax}
          onChange={set('label')}
          error={errors.label}
          required
        />
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <TextField label="Starts" type="date" value={values.startsOn} onChange={set('startsOn')} error={errors.startsOn} required />
          <TextField label="Ends" type="date" value={values.endsOn} onChange={set('endsOn')} error={errors.endsOn} required />
        </Flex>
        {extra}
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
