import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { eventInput, type EventInput } from '../../../../shared/events/schemas.ts';
import { crossFieldErrors, draftToInput, type EventDraft } from './event-draft.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { EventBasicsSection } from './EventBasicsSection.tsx';
import { EventRulesSection } from './EventRulesSection.tsx';
import { EventSpotsSection } from './EventSpotsSection.tsx';
import { EventVisibilitySection } from './EventVisibilitySection.tsx';
import { EventWhenSection } from './EventWhenSection.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { LocationPicker } from './LocationPicker.tsx';
import type { PickedPlace } from './PlacePicker.tsx';
import { RecurrenceEditor } from './RecurrenceEditor.tsx';
import { SlotGroupsEditor } from './SlotGroupsEditor.tsx';

/**
 * Every field of an event (spec section 3), checked with the schema the server runs. Used by the
 * create page and the manage page; `beforeSubmit` holds the manage page's "which occurrences" choice.
 */
export function EventForm({
  initial,
  initialPlace,
  submitLabel,
  pending,
  serverError,
  serverFieldErrors,
  beforeSubmit,
  onSubmit,
}: {
  initial: EventDraft;
  initialPlace?: PickedPlace | null;
  submitLabel: string;
  pending: boolean;
  serverError: string | null;
  serverFieldErrors?: Record<string, string[] | undefined> | null;
  beforeSubmit?: ReactNode;
  onSubmit: (input: EventInput) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // After a failed submit, the first field that needs attention is scrolled to and focused.
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const event = draft.event;
  const input = draftToInput(draft);
  const localErrors = { ...crossFieldErrors(event), ...fieldErrors(eventInput, input) };
  const serverErrors = Object.fromEntries(Object.entries(serverFieldErrors ?? {}).map(([key, messages]) => [key, messages?.[0]]));
  const errors = submitted ? { ...serverErrors, ...localErrors } : serverErrors;
  const set = (patch: Partial<EventInput>) => setDraft((current) => ({ ...current, event: { ...current.event, ...patch } }));
  const section = { event, set, errors };
  const recurring = input.reoccurringInfo !== null;
  const untilBeforeStart = draft.recurrence?.end === 'on' && (!draft.recurrence.until || draft.recurrence.until < event.date);

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setSubmitted(true);
    // A number still out of its field's range (shown there with its range) holds the form too.
    const outOfRange = formRef.current?.querySelector('[data-out-of-range]') != null;
    if (Object.keys(localErrors).length === 0 && !(recurring && untilBeforeStart) && !outOfRange) onSubmit(input);
    else focusFirstInvalid();
  }

  const hasErrors = submitted && (Object.keys(localErrors).length > 0 || (recurring && untilBeforeStart));
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="5">
        <SectionCard title="About" region>
          <EventBasicsSection {...section} />
        </SectionCard>
        <SectionCard title="When" region>
          <Stack gap="4">
            <EventWhenSection {...section} />
            <RecurrenceEditor
              recurrence={draft.recurrence}
              storedRule={event.reoccurringInfo?.rrule ?? null}
              startDate={event.date}
              excludedDates={event.excludedDates}
              onChange={(recurrence) => setDraft((current) => ({ ...current, recurrence }))}
              onExcludedDatesChange={(excludedDates) => set({ excludedDates })}
            />
          </Stack>
        </SectionCard>
        <SectionCard title="Where" region>
          <LocationPicker value={event.location} initialPlace={initialPlace} error={errors.location} onChange={(location) => set({ location })} />
        </SectionCard>
        <SectionCard title="Who can see it" region>
          <EventVisibilitySection {...section} />
        </SectionCard>
        <SectionCard title="Spots" region>
          <EventSpotsSection {...section} />
        </SectionCard>
        <SectionCard title="Joining" region>
          <EventRulesSection {...section} />
        </SectionCard>
        <SectionCard title="Slot groups" region>
          <SlotGroupsEditor groups={event.eventSlotGroups} onChange={(eventSlotGroups) => set({ eventSlotGroups })} />
        </SectionCard>
        {beforeSubmit}
        <FormAlert status="error" message={hasErrors ? EVENT_TEXTS.fixErrors : serverError} />
        <Button type="submit" colorPalette="teal" size="lg" loading={pending} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
