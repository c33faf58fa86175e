import { Badge, Button, Card, Field, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useRef, useState } from 'react';
import { useLeaveWarning } from '../../lib/use-leave-warning.ts';
import { Link } from 'wouter';
import { safeParse } from 'zod/mini';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { formDefinition, type FormDefinition } from '../../../../shared/forms/definition.ts';
import { FORM_FIELD_LABELS, type FormFieldType } from '../../../../shared/forms/fields.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { FORM_ACCESS, FORM_ACCESS_LABELS } from '../../../../shared/forms/schemas.ts';
import { BUILDER_FIELD_TYPES, defaultPricing, newField } from './builder-fields.ts';
import { PricingEditor } from './PricingEditor.tsx';
import { RegistrationSettings } from './RegistrationSettings.tsx';
import { FieldEditor } from './FieldEditor.tsx';
import { dropLocalDraft, keepLocalDraft, readLocalDraft } from './use-local-draft.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

type BuilderForm = inferRouterOutputs<AppRouter>['forms']['forBuilder'];
const AUTOSAVE_DELAY_MS = 800;

/** form/build/{id}: edit the draft (saved as you go), choose who may fill it, publish a version. */
export function FormBuilder({ form }: { form: BuilderForm }) {
  const utils = trpc.useUtils();
  // An incomplete draft kept on this device outranks an older one on the server.
  const [restored] = useState(() => readLocalDraft(form.id, form.draftSavedAt));
  const [definition, setDefinition] = useState<FormDefinition>(restored ?? form.draft);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<Date>(form.draftSavedAt);
  const [addType, setAddType] = useState<FormFieldType>('shortText');
  const save = trpc.forms.saveDraft.useMutation({
    onSuccess: (result) => {
      setSavedAt(result.savedAt);
      dropLocalDraft(form.id);
    },
  });
  const refresh = () => utils.forms.forBuilder.invalidate({ formId: form.id });
  const fail = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });
  const publish = trpc.forms.publish.useMutation({
    onSuccess: async (result) => {
      void notify({ type: 'success', title: FORM_MESSAGES.published(result.version) });
      await refresh();
    },
    onError: fail,
  });
  const close = trpc.forms.close.useMutation({ onSuccess: refresh, onError: fail });
  const access = trpc.forms.setAccess.useMutation({ onSuccess: refresh, onError: fail });
  const check = safeParse(formDefinition, definition);
  const problem = check.success ? null : (check.error.issues[0]?.message ?? 'Check the form');
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;

  // Autosave: a valid draft is saved a moment after the last change; an incomplete one says why it
  // waits, and is kept on this device meanwhile.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      if (!check.success) {
        keepLocalDraft(form.id, definition);
        return;
      }
      setDirty(false);
      saveRef.current({ formId: form.id, definition });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [definition, dirty, check.success, form.id]);

  const update = (next: FormDefinition) => {
    setDefinition(next);
    setDirty(true);
  };
  const setFields = (fields: FormDefinition['fields']) => update({ ...definition, fields });
  const saving = save.isPending || (dirty && check.success);
  // Between a change and its save (under a second), leaving the page asks first.
  useLeaveWarning(saving);
  const status = problem
    ? FORM_MESSAGES.draftKeptHere(problem)
    : saving
      ? 'Saving…'
      : save.isError
        ? errorMessage(save.error, FORM_MESSAGES.draftSaveFailed)
        : `${FORM_MESSAGES.draftSaved} at ${savedAt.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          Build a form
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={form.status === 'published' ? 'green' : 'gray'}>
            {form.status === 'published' ? `Published (version ${form.publishedVersion})` : form.status === 'closed' ? 'Closed' : 'Draft'}
          </Badge>
          <Text fontSize="sm" color={problem || save.isError ? 'fg.error' : 'fg.muted'} role="status" data-testid="autosave-status">
            {status}
          </Text>
        </Flex>
      </Flex>

      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Field.Root invalid={definition.title.trim().length < 2}>
              <Field.Label>Form title</Field.Label>
              <Input value={definition.title} maxLength={FORM_LIMITS.titleMax} onChange={(event) => update({ ...definition, title: event.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Textarea
                value={definition.description}
                rows={3}
                maxLength={FORM_LIMITS.descriptionMax}
                onChange={(event) => update({ ...definition, description: event.target.value })}
              />
            </Field.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        {definition.fields.length === 0 && <Text color="fg.muted">No fields yet: add the first one below.</Text>}
        {definition.fields.map((field, index) => (
          <FieldEditor
            key={field.id}
            definition={definition}
            index={index}
            onChange={(next) => setFields(definition.fields.map((candidate, at) => (at === index ? next : candidate)))}
            onMove={(delta) => {
              const fields = [...definition.fields];
              const [moved] = fields.splice(index, 1);
              fields.splice(index + delta, 0, moved!);
              // A condition may only look up: moving a field above its source drops the condition.
              setFields(
                fields.map((candidate, at) =>
                  candidate.showIf && !fields.slice(0, at).some((earlier) => earlier.id === candidate.showIf!.fieldId)
                    ? { ...candidate, showIf: undefined }
                    : candidate,
                ),
              );
            }}
            onRemove={() =>
              setFields(
                definition.fields
                  .filter((candidate) => candidate.id !== field.id)
                  .map((candidate) => (candidate.showIf?.fieldId === field.id ? { ...candidate, showIf: undefined } : candidate)),
              )
            }
          />
        ))}
        <Flex gap="2" align="flex-end" wrap="wrap">
          <SelectField
            label="New field"
            width="auto"
            value={addType}
            onChange={setAddType}
            options={labelledOptions(
              BUILDER_FIELD_TYPES.filter((type) => type !== 'participant' || !definition.fields.some((field) => field.type === 'participant')),
              FORM_FIELD_LABELS,
            )}
          />
          <Button
            variant="outline"
            disabled={definition.fields.length >= FORM_LIMITS.fieldsMax}
            onClick={() =>
              update({
                ...definition,
                fields: [...definition.fields, newField(addType)],
                pricing: addType === 'priceItem' ? (definition.pricing ?? defaultPricing()) : definition.pricing,
              })
            }
          >
            Add field
          </Button>
        </Flex>
      </Stack>

      {definition.pricing && definition.fields.some((field) => field.type === 'priceItem') && (
        <PricingEditor formId={form.id} pricing={definition.pricing} onChange={(pricing) => update({ ...definition, pricing })} />
      )}
      <RegistrationSettings formId={form.id} currency={definition.pricing?.currency ?? 'usd'} />

      <Card.Root>
        <Card.Body>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <SelectField
              label="Who may fill it"
              width="auto"
              value={form.access}
              onChange={(chosen) => access.mutate({ formId: form.id, access: chosen })}
              options={labelledOptions(
                FORM_ACCESS.filter((option) => option !== 'members' || form.teamId),
                FORM_ACCESS_LABELS,
              )}
            />
            <Button colorPalette="teal" disabled={Boolean(problem) || saving} loading={publish.isPending} onClick={() => publish.mutate({ formId: form.id })}>
              {form.publishedVersion ? 'Publish changes as a new version' : 'Publish'}
            </Button>
            {form.status === 'published' && (
              <>
                <Button asChild variant="outline">
                  <Link href={`/form/${form.id}`}>Open the form</Link>
                </Button>
                <Button variant="ghost" colorPalette="red" loading={close.isPending} onClick={() => close.mutate({ formId: form.id })}>
                  Close the form
                </Button>
              </>
            )}
            {form.publishedVersion && (
              <Button asChild variant="outline">
                <Link href={`/form/${form.id}/submissions`}>Submissions</Link>
              </Button>
            )}
          </Flex>
          {(problem || saving) && (
            <Text fontSize="sm" color="fg.muted" mt="2">
              {problem ? 'Fix the draft to publish it.' : 'Publishing waits for the draft to save.'}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
