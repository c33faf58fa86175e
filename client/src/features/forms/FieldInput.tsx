import { Box, Checkbox, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { SignatureInput } from './SignatureInput.tsx';
import { FileAnswerInput } from './FileAnswerInput.tsx';
import type { FormField } from '../../../../shared/forms/definition.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { SelectInput } from '../../components/SelectField.tsx';

interface Props {
  formId: string;
  field: FormField;
  value: unknown;
  error: string | undefined;
  family: { id: string; name: string }[];
  /** The form's currency, for price items. */
  currency: string;
  onChange: (value: unknown) => void;
}

/** One question of a published form, as the person filling it sees it. */
export function FieldInput({ formId, field, value, error, family, currency, onChange }: Props) {
  const required = field.required || field.type === 'waiver';
  const frame = (control: ReactNode) => (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {field.label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {field.help && !error && <Field.HelperText>{field.help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
  const textValue = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'shortText':
      return frame(<Input value={textValue} maxLength={FORM_LIMITS.shortTextMax} onChange={(event) => onChange(event.target.value)} />);
    case 'longText':
      return frame(<Textarea value={textValue} rows={4} maxLength={FORM_LIMITS.longTextMax} onChange={(event) => onChange(event.target.value)} />);
    case 'email':
      return frame(<Input type="email" autoComplete="email" value={textValue} maxLength={254} onChange={(event) => onChange(event.target.value)} />);
    case 'phone':
      return frame(<Input type="tel" autoComplete="tel" value={textValue} maxLength={30} onChange={(event) => onChange(event.target.value)} />);
    case 'date':
      return frame(<Input type="date" value={textValue} min={field.min} max={field.max} onChange={(event) => onChange(event.target.value || undefined)} />);
    case 'number':
      return frame(
        <Input
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />,
      );
    case 'yesNo':
    case 'singleChoice':
      return frame(
        <SelectInput
          value={value === undefined ? '' : String(value)}
          onChange={(chosen) => onChange(chosen === '' ? undefined : field.type === 'yesNo' ? chosen === 'true' : chosen)}
          placeholder="Choose…"
          options={field.type === 'yesNo' ? { true: 'Yes', false: 'No' } : field.options.map((option) => ({ value: option.id, label: option.label }))}
        />,
      );
    case 'multipleChoice': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return frame(
        <Stack gap="1" role="group" aria-label={field.label}>
          {field.options.map((option) => (
            <Checkbox.Root
              key={option.id}
              checked={chosen.includes(option.id)}
              onCheckedChange={(details) => onChange(details.checked === true ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>,
      );
    }
    case 'address':
      return (
        <CitySearchInput
          label={field.label}
          required={field.required}
          value={(value as City | undefined) ?? null}
          onChange={(city) => onChange(city ?? undefined)}
          error={error}
          helper={field.help}
        />
      );
    case 'participant': {
      const current = value as { kind: 'self' } | { kind: 'family'; familyMemberId: string } | undefined;
      const key = !current ? '' : current.kind === 'self' ? 'self' : current.familyMemberId;
      return frame(
        <SelectInput
          value={key}
          onChange={(chosen) => onChange(chosen === '' ? undefined : chosen === 'self' ? { kind: 'self' } : { kind: 'family', familyMemberId: chosen })}
          placeholder="Choose…"
          options={[{ value: 'self', label: 'Myself' }, ...family.map((member) => ({ value: member.id, label: member.name }))]}
        />,
      );
    }
    case 'waiver': {
      const signed = (value as { agreed?: boolean; signerName?: string } | undefined) ?? {};
      return (
        <Stack gap="2" as="section" aria-label={field.label}>
          <Text fontWeight="medium">{field.label}</Text>
          <Box borderWidth="1px" borderRadius="md" p="3" maxH="48" overflowY="auto" whiteSpace="pre-wrap" fontSize="sm" tabIndex={0}>
            {field.text}
          </Box>
          <Checkbox.Root checked={signed.agreed === true} onCheckedChange={(details) => onChange({ ...signed, agreed: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{field.agreement}</Checkbox.Label>
          </Checkbox.Root>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>Type your full name to sign</Field.Label>
            <Input
              value={signed.signerName ?? ''}
              maxLength={FORM_LIMITS.signerNameMax}
              autoComplete="name"
              onChange={(event) => onChange({ ...signed, signerName: event.target.value })}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      );
    }
    case 'priceItem':
      if (field.kind === 'fixed') {
        return (
          <Flex justify="space-between" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="price-item">
            <Stack gap="0">
              <Text fontWeight="medium">{field.label}</Text>
              {field.help && (
                <Text fontSize="sm" color="fg.muted">
                  {field.help}
                </Text>
              )}
            </Stack>
            <Text fontWeight="medium">{formatCents(field.amountCents, currency)}</Text>
          </Flex>
        );
      }
      return frame(
        <Flex align="center" gap="2">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={field.maxQuantity}
            width="6rem"
            value={typeof value === 'number' ? value : ''}
            placeholder="0"
            onChange={(event) => onChange(event.target.value === '' ? undefined : Math.floor(Number(event.target.value)))}
          />
          <Text fontSize="sm" color="fg.muted">
            × {formatCents(field.amountCents, currency)} each, up to {field.maxQuantity}
          </Text>
        </Flex>,
      );
    case 'file':
      return (
        <FileAnswerInput
          formId={formId}
          label={field.label}
          help={field.help}
          required={field.required}
          accept={field.accept}
          value={value as { fileId: string; name: string } | undefined}
          error={error}
          onChange={onChange}
        />
      );
    case 'signature':
      return <SignatureInput label={field.label} help={field.help} required={field.required} error={error} onChange={onChange} />;
    default:
      return null;
  }
}
