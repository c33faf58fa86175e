import { Field, Input } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { VALIDATION_MESSAGES } from '../../../../shared/common/validation-messages.ts';

/**
 * A whole-number input. It keeps the typed text while it is not a number yet (an emptied field,
 * a lone minus), so typing never fights the value; `nullable` lets an empty field mean "no value".
 * A number outside min..max counts as the nearest allowed one, and the field says so while it is
 * being typed; on leaving, the field shows the number that counts.
 */
export function NumberField({
  label,
  value,
  onChange,
  min = 0,
  max,
  nullable = false,
  clamp = false,
  placeholder,
  helper,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  nullable?: boolean;
  /**
   * Keep the value inside the range, the field showing the range until it is left (for values no
   * schema checks, such as a recurrence's interval). Otherwise a number out of range is passed on
   * as typed and stays on screen with its message, and the form refuses to submit it: a -5 typed
   * into Capacity is never quietly saved as 1.
   */
  clamp?: boolean;
  placeholder?: string;
  helper?: string;
  error?: string | undefined;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  function edit(next: string) {
    setText(next);
    const parsed = Number(next);
    if (next.trim() === '') {
      const cleared = nullable ? null : min;
      setShown(cleared);
      onChange(cleared);
    } else if (!clamp && Number.isFinite(parsed)) {
      setShown(parsed);
      onChange(parsed);
    } else if (clamp && Number.isInteger(parsed)) {
      const kept = Math.min(max ?? Number.MAX_SAFE_INTEGER, Math.max(min, parsed));
      setShown(kept);
      onChange(kept);
    }
  }
  const typed = Number(text);
  const outOfRange = text.trim() !== '' && Number.isFinite(typed) && (typed < min || (max !== undefined && typed > max) || !Number.isInteger(typed));
  // The range says more than a schema's words for the same number ("Invalid input").
  const shownError = outOfRange ? VALIDATION_MESSAGES.numberRange(min, max) : error;
  return (
    <Field.Root invalid={Boolean(shownError)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        placeholder={placeholder}
        data-out-of-range={outOfRange || undefined}
        onChange={(event) => edit(event.target.value)}
        // An emptied field shows what it stands for; a clamped one, the value kept.
        onBlur={() => (clamp || text.trim() === '') && setText(value === null ? '' : String(value))}
      />
      {helper && !shownError && <Field.HelperText>{helper}</Field.HelperText>}
      {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Dollars typed, cents kept: "12.5" is 1250. An empty field is free. */
export function PriceField({
  label,
  cents,
  onChange,
  max,
  helper,
  disabled = false,
}: {
  label: string;
  cents: number;
  onChange: (cents: number) => void;
  max: number;
  helper?: ReactNode;
  disabled?: boolean;
}) {
  const [text, setText] = useState(cents ? (cents / 100).toFixed(2) : '');
  const [shown, setShown] = useState(cents);
  if (cents !== shown) {
    setShown(cents);
    setText(cents ? (cents / 100).toFixed(2) : '');
  }
  const valid = text.trim() === '' || /^\d+(\.\d{0,2})?$/.test(text.trim());
  function edit(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '' || /^\d+(\.\d{0,2})?$/.test(trimmed)) {
      const value = trimmed === '' ? 0 : Math.min(max, Math.round(Number(trimmed) * 100));
      setShown(value);
      onChange(value);
    }
  }
  return (
    <Field.Root invalid={!valid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input inputMode="decimal" placeholder="0.00 (free)" value={text} onChange={(event) => edit(event.target.value)} />
      {valid && helper && <Field.HelperText>{helper}</Field.HelperText>}
      {!valid && <Field.ErrorText>Enter an amount like 12.50</Field.ErrorText>}
    </Field.Root>
  );
}
