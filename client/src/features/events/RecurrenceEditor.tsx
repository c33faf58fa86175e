import { Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import { ExcludedDatesEditor } from './ExcludedDatesEditor.tsx';
import { NumberField } from './form-fields.tsx';
import { describeRecurrence, NO_RECURRENCE, weekdayOf, WEEKDAY_LABELS, WEEKDAYS, type Frequency, type Recurrence } from './recurrence.ts';
import { SelectField } from '../../components/SelectField.tsx';

const UNITS: Record<Exclude<Frequency, 'none'>, string> = { daily: 'days', weekly: 'weeks', monthly: 'months' };

/**
 * Repeats: daily, weekly on chosen days or monthly, ending never, after N times or on a date, with
 * dates to skip. A stored rule the builder cannot show is kept until the organiser replaces it.
 */
export function RecurrenceEditor({
  recurrence,
  storedRule,
  startDate,
  excludedDates,
  onChange,
  onExcludedDatesChange,
}: {
  recurrence: Recurrence | null;
  storedRule: string | null;
  startDate: string;
  excludedDates: string[];
  onChange: (recurrence: Recurrence) => void;
  onExcludedDatesChange: (dates: string[]) => void;
}) {
  if (!recurrence) {
    return (
      <Stack gap="2">
        <Text>
          Repeats by a custom rule: <code>{storedRule}</code>
        </Text>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange({ ...NO_RECURRENCE, frequency: 'weekly' })}>
          Replace with a simple rule
        </Button>
        <ExcludedDatesEditor dates={excludedDates} onChange={onExcludedDatesChange} />
      </Stack>
    );
  }
  const set = (patch: Partial<Recurrence>) => onChange({ ...recurrence, ...patch });
  // A weekly rule starts on the first date's weekday, shown ticked so the organiser sees it.
  const changeFrequency = (frequency: Frequency) =>
    set({ frequency, weekdays: frequency === 'weekly' && recurrence.weekdays.length === 0 ? [weekdayOf(startDate)] : recurrence.weekdays });
  const toggleDay = (day: (typeof WEEKDAYS)[number]) =>
    set({ weekdays: recurrence.weekdays.includes(day) ? recurrence.weekdays.filter((d) => d !== day) : [...recurrence.weekdays, day] });
  return (
    <Stack gap="3">
      <SelectField
        label="Repeats"
        value={recurrence.frequency}
        onChange={changeFrequency}
        options={{ none: 'Does not repeat', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' }}
      />
      {recurrence.frequency !== 'none' && (
        <>
          <HStack align="flex-end" gap="3">
            <NumberField
              label={`Every how many ${UNITS[recurrence.frequency]}`}
              value={recurrence.interval}
              min={1}
              max={99}
              clamp
              onChange={(value) => set({ interval: value ?? 1 })}
            />
          </HStack>
          {recurrence.frequency === 'weekly' && (
            <Field.Root>
              <Field.Label>On</Field.Label>
              <Flex wrap="wrap" gap="2" role="group" aria-label="Repeat on">
                {WEEKDAYS.map((day) => {
                  const on = recurrence.weekdays.includes(day);
                  return (
                    <Button key={day} size="xs" variant={on ? 'solid' : 'outline'} colorPalette="teal" aria-pressed={on} onClick={() => toggleDay(day)}>
                      {WEEKDAY_LABELS[day]}
                    </Button>
                  );
                })}
              </Flex>
            </Field.Root>
          )}
          {recurrence.frequency === 'monthly' && (
            <SelectField
              label="Monthly on"
              value={recurrence.monthlyMode}
              onChange={(monthlyMode) => set({ monthlyMode })}
              options={{ dayOfMonth: 'The same day of the month', weekdayOfMonth: 'The same weekday of the month' }}
            />
          )}
          <SelectField
            label="Ends"
            value={recurrence.end}
            onChange={(end) => set({ end })}
            options={{ never: 'Never', after: 'After a number of times', on: 'On a date' }}
          />
          {recurrence.end === 'after' && (
            <NumberField
              label="Number of times"
              value={recurrence.count}
              min={1}
              max={EVENT_LIMITS.maxOccurrences}
              clamp
              onChange={(value) => set({ count: value ?? 1 })}
            />
          )}
          {recurrence.end === 'on' && (
            <Field.Root invalid={!recurrence.until || recurrence.until < startDate}>
              <Field.Label>Last date</Field.Label>
              <Input type="date" min={startDate} value={recurrence.until} onChange={(event) => set({ until: event.target.value })} />
              {(!recurrence.until || recurrence.until < startDate) && <Field.ErrorText>Choose a date on or after the first date</Field.ErrorText>}
            </Field.Root>
          )}
          <Text fontSize="sm" color="fg.muted" data-testid="recurrence-summary">
            {describeRecurrence(recurrence, startDate)}
          </Text>
          <ExcludedDatesEditor dates={excludedDates} min={startDate} onChange={onExcludedDatesChange} />
        </>
      )}
    </Stack>
  );
}
