import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

const MONEY = /^\d{0,7}(\.\d{0,2})?$/;

/** "25", "25.5" or "25.50" in cents; null for anything else. */
export function parseMoney(value: string): number | null {
  const trimmed = value.trim();
  if (!MONEY.test(trimmed)) return null;
  return Math.round(Number(trimmed || 0) * 100);
}

interface Props {
  label: string;
  cents: number;
  currency: string;
  maxCents: number;
  onChange: (cents: number) => void;
  width?: string;
}

/** An amount typed in the currency's units and kept in cents; the typed text stays as typed while it is being edited. */
export function MoneyInput({ label, cents, currency, maxCents, onChange, width = '10rem' }: Props) {
  const [text, setText] = useState(cents ? (cents / 100).toFixed(2) : '');
  const parsed = parseMoney(text);
  const error = parsed === null ? 'Enter an amount like 25 or 25.50' : parsed > maxCents ? `At most ${(maxCents / 100).toFixed(2)}` : null;
  return (
    <Field.Root invalid={Boolean(error)} width={width}>
      <Field.Label>
        {label} ({currency.toUpperCase()})
      </Field.Label>
      <Input
        inputMode="decimal"
        value={text}
        placeholder="0.00"
        maxLength={12}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseMoney(event.target.value);
          if (next !== null && next <= maxCents) onChange(next);
        }}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
