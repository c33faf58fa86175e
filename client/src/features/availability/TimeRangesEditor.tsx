import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { AVAILABILITY_MESSAGES } from '../../../../shared/availability/messages.ts';
import { rangeErrors, type TimeRange } from '../../../../shared/availability/availability.ts';

const ERROR_TEXT: Record<string, string> = {
  [AVAILABILITY_MESSAGES.endTimeBeforeStartTime]: AVAILABILITY_MESSAGES.endTimeBeforeStartTimeText,
};

/** The ranges of one day: start and end times, with the spec's range errors under each. */
export function TimeRangesEditor({
  label,
  ranges,
  onChange,
  newRange,
}: {
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  newRange: TimeRange;
}) {
  const errors = rangeErrors(ranges);
  const update = (index: number, patch: Partial<TimeRange>) => onChange(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack gap="2">
      {ranges.map((range, index) => (
        <Stack key={index} gap="1" data-testid="time-range">
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Field.Root w="auto" invalid={Boolean(errors[index])}>
              <Field.Label fontSize="xs">
                {label} start {index + 1}
              </Field.Label>
              <Input type="time" size="sm" value={range.startTime} onChange={(e) => update(index, { startTime: e.target.value })} />
            </Field.Root>
            <Field.Root w="auto" invalid={Boolean(errors[index])}>
              <Field.Label fontSize="xs">
                {label} end {index + 1}
              </Field.Label>
              <Input type="time" size="sm" value={range.endTime} onChange={(e) => update(index, { endTime: e.target.value })} />
            </Field.Root>
            <Button size="sm" variant="ghost" onClick={() => onChange(ranges.filter((_, i) => i !== index))} aria-label={`Remove ${label} range ${index + 1}`}>
              Remove
            </Button>
          </Flex>
          {errors[index] && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {ERROR_TEXT[errors[index]] ?? errors[index]}
            </Text>
          )}
          {!errors[index] && (!range.startTime || !range.endTime) && (
            <Text fontSize="xs" color="fg.muted">
              A range without a start and an end is left out when you save.
            </Text>
          )}
        </Stack>
      ))}
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => onChange([...ranges, newRange])}>
        Add a range
      </Button>
    </Stack>
  );
}
