import { Badge, Button, CloseButton, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';

/** Dates a recurring event skips (holidays, a booked court): excludedDates. */
export function ExcludedDatesEditor({ dates, min, onChange }: { dates: string[]; min?: string; onChange: (dates: string[]) => void }) {
  const [pick, setPick] = useState('');
  const add = () => {
    if (!pick || dates.includes(pick) || dates.length >= EVENT_LIMITS.excludedDates.max) return;
    onChange([...dates, pick].sort());
    setPick('');
  };
  return (
    <Field.Root>
      <Field.Label>Skip these dates</Field.Label>
      <HStack>
        <Input type="date" min={min} value={pick} onChange={(event) => setPick(event.target.value)} aria-label="Date to skip" maxW="xs" />
        <Button size="sm" variant="outline" onClick={add} disabled={!pick}>
          Skip date
        </Button>
      </HStack>
      {dates.length > 0 && (
        <Flex wrap="wrap" gap="2" mt="2">
          {dates.map((date) => (
            <Badge key={date} size="lg" colorPalette="gray" gap="1">
              {date}
              <CloseButton size="2xs" aria-label={`Stop skipping ${date}`} onClick={() => onChange(dates.filter((d) => d !== date))} />
            </Badge>
          ))}
        </Flex>
      )}
    </Field.Root>
  );
}
