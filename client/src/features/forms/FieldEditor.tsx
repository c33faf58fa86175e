import { Badge, Box, Button, Checkbox, Field, Flex, IconButton, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FormDefinition, FormField } from '../../../../shared/forms/definition.ts';
import { FORM_FIELD_LABELS } from '../../../../shared/forms/fields.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { conditionSources, newOptionId } from './builder-fields.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { SelectField, SelectInput } from '../../components/SelectField.tsx';

interface Props {
  definition: FormDefinition;
  index: number;
  onChange: (field: FormField) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One field in the builder: its label, help, whether it is required, its own settings, and when it shows. */
export function FieldEditor({ definition, index, onChange, onMove, onRemove }: Props) {
  const field = definition.fields[index]!;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch } as FormField);
  const sources = conditionSources(definition, index);
  const source = sources.find((candidate) => candidate.id === field.showIf?.fieldId);
  const name = field.label || FORM_FIELD_LABELS[field.type];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="builder-field">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2">
          <Badge>{FORM_FIELD_LABELS[field.type]}</Badge>
          <Flex gap="1">
            <IconButton size="xs" variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
              ↑
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={`Move ${name} down`} disabled={index === definition.fields.length - 1} onClick={() => onMove(1)}>
              ↓
            </IconButton>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name}`} onClick={onRemove}>
              ✕
            </IconButton>
          </Flex>
        </Flex>
        <Field.Root invalid={!field.label.trim()}>
          <Field.Label>Question</Field.Label>
          <Input value={field.label} maxLength={FORM_LIMITS.labelMax} onChange={(event) => set({ label: event.target.value })} />
          {!field.label.trim() && <Field.ErrorText>Every field needs a label</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>Help text</Field.Label>
          <Input value={field.help ?? ''} maxLength={FORM_LIMITS.helpMax} onChange={(event) => set({ help: event.target.value || undefined })} />
        </Field.Root>
        {field.type === 'waiver' && (
          <>
            <Field.Root invalid={!field.text.trim()}>
              <Field.Label>Waiver text</Field.Label>
              <Textarea value={field.text} rows={6} maxLength={FORM_LIMITS.waiverTextMax} onChange={(event) => set({ text: event.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Agreement</Field.Label>
              <Input value={field.agreement} maxLength={FORM_LIMITS.labelMax} onChange={(event) => set({ agreement: event.target.value })} />
            </Field.Root>
          </>
        )}
        {(field.type === 'singleChoice' || field.type === 'multipleChoice') && (
          <Stack gap="2">
            {field.options.map((option, optionIndex) => (
              <Flex key={option.id} gap="2">
                <Input
                  aria-label={`Choice ${optionIndex + 1}`}
                  value={option.label}
                  maxLength={FORM_LIMITS.optionLabelMax}
                  onChange={(event) =>
                    set({ options: field.options.map((candidate) => (candidate.id === option.id ? { ...candidate, label: event.target.value } : candidate)) })
                  }
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove choice ${optionIndex + 1}`}
                  disabled={field.options.length === 1}
                  onClick={() => set({ options: field.options.filter((candidate) => candidate.id !== option.id) })}
                >
                  ✕
                </IconButton>
              </Flex>
            ))}
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              disabled={field.options.length >= FORM_LIMITS.optionsMax}
              onClick={() => set({ options: [...field.options, { id: newOptionId(), label: `Option ${field.options.length + 1}` }] })}
            >
              Add a choice
            </Button>
          </Stack>
        )}
        {field.type === 'file' && (
          <SelectField
            label="Takes"
            width="auto"
            aria-label={`Files ${name} takes`}
            value={field.accept}
            onChange={(accept) => set({ accept })}
            options={{ imageOrPdf: 'An image or a PDF', image: 'An image (JPEG, PNG, WebP)', pdf: 'A PDF' }}
          />
        )}
        {field.type === 'priceItem' && (
          <Flex gap="3" wrap="wrap" align="flex-start">
            <SelectField
              label="Charged"
              width="auto"
              aria-label={`How ${name} is charged`}
              value={field.kind}
              onChange={(kind) => set({ kind, maxQuantity: kind === 'fixed' ? 1 : Math.max(field.maxQuantity, 1) })}
              options={{ fixed: 'Always (a fee)', addon: 'When chosen (an add-on)' }}
            />
            <MoneyInput
              label="Price"
              cents={field.amountCents}
              currency={definition.pricing?.currency ?? 'usd'}
              maxCents={FORM_LIMITS.priceMaxCents}
              onChange={(amountCents) => set({ amountCents })}
            />
            {field.kind === 'addon' && (
              <Field.Root width="8rem">
                <Field.Label>Most per person</Field.Label>
                <Input
                  type="number"
                  min={1}
                  max={FORM_LIMITS.quantityMax}
                  value={field.maxQuantity}
                  onChange={(event) => set({ maxQuantity: Math.min(FORM_LIMITS.quantityMax, Math.max(1, Math.floor(Number(event.target.value) || 1))) })}
                />
              </Field.Root>
            )}
          </Flex>
        )}
        {field.type === 'number' && (
          <Flex gap="2" wrap="wrap">
            <Field.Root width="8rem">
              <Field.Label>Lowest</Field.Label>
              <Input
                type="number"
                value={field.min ?? ''}
                onChange={(event) => set({ min: event.target.value === '' ? undefined : Number(event.target.value) })}
              />
            </Field.Root>
            <Field.Root width="8rem">
              <Field.Label>Highest</Field.Label>
              <Input
                type="number"
                value={field.max ?? ''}
                onChange={(event) => set({ max: event.target.value === '' ? undefined : Number(event.target.value) })}
              />
            </Field.Root>
          </Flex>
        )}
        <Flex gap="4" wrap="wrap" align="flex-end">
          {field.type !== 'waiver' && field.type !== 'participant' && field.type !== 'priceItem' && (
            <Checkbox.Root checked={field.required} onCheckedChange={(details) => set({ required: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Required</Checkbox.Label>
            </Checkbox.Root>
          )}
          {sources.length > 0 && (
            <SelectField
              label="Show"
              size="sm"
              width="auto"
              aria-label={`Show ${name}`}
              value={field.showIf?.fieldId ?? ''}
              onChange={(chosenId) => {
                const chosen = sources.find((candidate) => candidate.id === chosenId);
                if (!chosen) return set({ showIf: undefined });
                set({ showIf: { fieldId: chosen.id, equals: chosen.type === 'yesNo' ? true : chosen.options[0]!.id } });
              }}
              placeholder="Always"
              options={sources.map((candidate) => ({ value: candidate.id, label: `When “${candidate.label || FORM_FIELD_LABELS[candidate.type]}” is…` }))}
            />
          )}
          {source && field.showIf && (
            <SelectInput
              size="sm"
              width="auto"
              aria-label={`Answer that shows ${name}`}
              value={String(field.showIf.equals)}
              onChange={(answer) => set({ showIf: { fieldId: source.id, equals: source.type === 'yesNo' ? answer === 'true' : answer } })}
              options={source.type === 'yesNo' ? { true: 'Yes', false: 'No' } : source.options.map((option) => ({ value: option.id, label: option.label }))}
            />
          )}
        </Flex>
      </Stack>
    </Box>
  );
}
