import { Box, Checkbox, Stack } from '@chakra-ui/react';
import { DEFAULT_RANGE, WEEKDAY_LABELS, WEEKDAYS, type TimeRange } from '../../../../shared/availability/availability.ts';
import type { WeeklyAvailability } from '../../../../shared/availability/schemas.ts';
import { TimeRangesEditor } from './TimeRangesEditor.tsx';

/**
 * Monday to Sunday: ticking a day with no ranges adds 17:00-20:00, unticking clears it, and
 * removing the last range makes the day unavailable.
 */
export function WeeklyEditor({ value, onChange }: { value: WeeklyAvailability; onChange: (value: WeeklyAvailability) => void }) {
  return (
    <Stack gap="4">
      {WEEKDAYS.map((day) => {
        const entry = value[day];
        const setRanges = (timeRanges: TimeRange[]) => onChange({ ...value, [day]: { isAvailable: timeRanges.length > 0, timeRanges } });
        return (
          <Box key={day} borderWidth="1px" borderRadius="md" p="3" data-testid={`weekday-${day}`}>
            <Checkbox.Root
              checked={entry.isAvailable}
              onCheckedChange={(event) =>
                onChange({
                  ...value,
                  [day]: event.checked
                    ? { isAvailable: true, timeRanges: entry.timeRanges.length ? entry.timeRanges : [{ ...DEFAULT_RANGE }] }
                    : { isAvailable: false, timeRanges: [] },
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{WEEKDAY_LABELS[day]}</Checkbox.Label>
            </Checkbox.Root>
            {entry.isAvailable && (
              <Box mt="3" ps="6">
                <TimeRangesEditor label={WEEKDAY_LABELS[day]} ranges={entry.timeRanges} onChange={setRanges} newRange={{ startTime: '', endTime: '' }} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
