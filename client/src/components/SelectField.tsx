import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** The options of a fixed list and its labels: `labelledOptions(GAME_STATUSES, GAME_STATUS_LABELS)`. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The same text as value and label: game types, currencies. */
export function plainOptions<T extends string>(values: readonly T[], label: (value: T) => string = (value) => value): SelectOption<T>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * The choices: a list, or for a short fixed one a map of value to label in the order shown
 * (`{ never: 'Never', after: 'After a number of times' }`; keys that look like numbers would be
 * put first by JavaScript, so those are given as a list).
 */
export type SelectOptions<T extends string> = readonly SelectOption<T>[] | Readonly<Record<T, ReactNode>>;

function optionList<T extends string>(options: SelectOptions<T>): readonly SelectOption<T>[] {
  return isList(options) ? options : Object.entries<ReactNode>(options).map(([value, label]) => ({ value: value as T, label }));
}

function isList<T extends string>(options: SelectOptions<T>): options is readonly SelectOption<T>[] {
  return Array.isArray(options);
}

interface SelectInputProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: SelectOptions<T>;
  /** A first option with the value '' ("Any sport", "Choose a group"). */
  placeholder?: string | undefined;
  size?: 'sm' | 'md';
  /** A width, or one per breakpoint ({ base: 'full', sm: 'auto' }: the whole row on a phone). */
  width?: string | { base: string; sm?: string; md?: string };
  disabled?: boolean;
  /** The select's own name where no label stands beside it, or where it needs more words than its label. */
  'aria-label'?: string;
}

/**
 * A native select without a label of its own, for a row of controls (a role beside a name, a
 * season's status): give it an `aria-label`. A labelled field is a `SelectField`.
 */
export function SelectInput<T extends string>({ value, onChange, options, placeholder, size, width, disabled, 'aria-label': ariaLabel }: SelectInputProps<T>) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {optionList(options).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A labelled native select beside `TextField`: accessible and light. The options' values are the
 * type the field holds, so `onChange` needs no cast.
 */
export function SelectField<T extends string>({
  label,
  error,
  helper,
  required,
  flex,
  minW,
  ...select
}: SelectInputProps<T> & {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
  flex?: string;
  minW?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} width={select.width} flex={flex} minW={minW}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <SelectInput {...select} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
