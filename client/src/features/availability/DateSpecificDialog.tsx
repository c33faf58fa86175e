import { Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { addMonths, eachDayOfInterval, format, parseISO } from 'date-fns';
import { useState } from 'react';
import { safeParse } from 'zod/mini';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { AVAILABILITY_MESSAGES } from '../../../../shared/availability/messages.ts';
import { completeRanges, DEFAULT_RANGE, type TimeRange } from '../../../../shared/availability/availability.ts';
import { dateSpecificSchema, type DateSpecificEntry } from '../../../../shared/availability/schemas.ts';
import { TimeRangesEditor } from './TimeRangesEditor.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';

type Mode = 'single' | 'range' | 'traveling';
const today = () => format(new Date(), 'yyyy-MM-dd');

/** One date, a range of up to a month, or a trip (which forces a range and needs a place). */
const RANGE_PROBLEMS = new Set<string>([AVAILABILITY_MESSAGES.endTimeBeforeStartTime, AVAILABILITY_MESSAGES.overlapping]);

export function DateSpecificDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: DateSpecificEntry | null;
  onClose: () => void;
  onSave: (entry: DateSpecificEntry) => void;
}) {
  const [mode, setMode] = useState<Mode>(initial?.isTraveling ? 'traveling' : initial?.endDate ? 'range' : 'single');
  const [date, setDate] = useState(initial?.date ?? '');
  const [endDate, setEndDate] = useState(initial?.endDate ?? '');
  const [perDay, setPerDay] = useState((initial?.dailyTimeRanges.length ?? 0) > 0);
  const [ranges, setRanges] = useState<TimeRange[]>(initial?.timeRanges.length ? initial.timeRanges : [{ ...DEFAULT_RANGE }]);
  const [daily, setDaily] = useState<Record<string, TimeRange[]>>(Object.fromEntries((initial?.dailyTimeRanges ?? []).map((d) => [d.date, d.timeRanges])));
  const [place, setPlace] = useState<{ name: string; lat: number; lng: number } | null>(
    initial?.location ? { name: initial.location.formattedAddress || initial.location.city, lat: initial.location.lat, lng: initial.location.lng } : null,
  );
  const isRange = mode !== 'single';
  const days =
    isRange && date && endDate && endDate >= date
      ? eachDayOfInterval({ start: parseISO(date), end: parseISO(endDate) }).map((d) => format(d, 'yyyy-MM-dd'))
      : date
        ? [date]
        : [];

  const changeStart = (value: string) => {
    setDate(value);
    // Spec: changing the start date after the end date clears the end date.
    if (endDate && value > endDate) setEndDate('');
  };

  const [cityPart, statePart] = (place?.name ?? '').split(',').map((s) => s.trim());
  const entry: DateSpecificEntry = {
    date,
    endDate: isRange ? endDate || null : null,
    timeRanges: perDay ? [] : completeRanges(ranges),
    dailyTimeRanges: perDay ? days.map((d) => ({ date: d, timeRanges: completeRanges(daily[d] ?? [{ ...DEFAULT_RANGE }]) })) : [],
    isTraveling: mode === 'traveling',
    location:
      mode === 'traveling' && place
        ? { city: cityPart ?? place.name, state: statePart ?? '', country: 'US', lat: place.lat, lng: place.lng, formattedAddress: place.name }
        : null,
  };
  const parsed = safeParse(dateSpecificSchema, entry);
  const startInPast = Boolean(date) && date < today() && initial?.date !== date;
  const problem = !date
    ? AVAILABILITY_MESSAGES.dateRequired
    : startInPast
      ? AVAILABILITY_MESSAGES.startNotBeforeToday
      : parsed.success
        ? null
        : (parsed.error.issues[0]?.message ?? 'Check the entry.');

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={initial ? 'Edit date-specific availability' : 'Add date-specific availability'}
      testId="date-specific-dialog"
      contentProps={{ maxW: 'lg' }}
      confirmLabel={initial ? 'Update' : 'Add'}
      confirmColor="teal"
      confirmDisabled={problem !== null}
      pending={false}
      onConfirm={() => onSave(entry)}
      // Nothing is sent from here: the tab saves the entry with the rest of the availability.
      error={null}
      bodyGap="4"
    >
      <Stack gap="4">
        <SelectField label="Kind" value={mode} onChange={setMode} options={{ single: 'A single date', range: 'A date range', traveling: "I'm traveling" }} />
        <Flex gap="3" wrap="wrap">
          <Field.Root w="auto" required>
            <Field.Label>{isRange ? 'Start date' : 'Date'}</Field.Label>
            <Input type="date" min={today()} value={date} onChange={(e) => changeStart(e.target.value)} />
          </Field.Root>
          {isRange && (
            <Field.Root w="auto" required>
              <Field.Label>End date</Field.Label>
              <Input
                type="date"
                min={date || today()}
                max={date ? format(addMonths(parseISO(date), 1), 'yyyy-MM-dd') : undefined}
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
              />
            </Field.Root>
          )}
        </Flex>
        {mode === 'traveling' && <CitySearchInput label="Traveling to" required value={place} onChange={setPlace} />}
        {isRange && <SwitchField label="Different hours each day" checked={perDay} onChange={setPerDay} />}
        {perDay && isRange ? (
          days.map((d) => (
            <Stack key={d} gap="1">
              <Text fontWeight="medium">{format(parseISO(d), 'EEEE, MMMM do')}</Text>
              <TimeRangesEditor
                label={d}
                ranges={daily[d] ?? [{ ...DEFAULT_RANGE }]}
                onChange={(r) => setDaily((all) => ({ ...all, [d]: r }))}
                newRange={{ startTime: '', endTime: '' }}
              />
            </Stack>
          ))
        ) : (
          <TimeRangesEditor label="Hours" ranges={ranges} onChange={setRanges} newRange={{ startTime: '', endTime: '' }} />
        )}
        {/* A range's own problem is shown under that range (TimeRangesEditor), in words, not twice. */}
        {problem && date && !RANGE_PROBLEMS.has(problem) && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
