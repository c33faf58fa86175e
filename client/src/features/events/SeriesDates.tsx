import { Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { eventPaths } from './event-paths.ts';
import type { EventDetail } from './event-types.ts';
import { formatEventWhen } from './event-format.ts';

/** The other upcoming dates of a recurring event (earlier ones too: this page may be a later date); each has its own page and roster. */
export function SeriesDates({ event }: { event: EventDetail }) {
  const next = (event.series?.nextOccurrences ?? []).filter((occurrence) => occurrence.id !== event.id);
  if (next.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontWeight="medium">Other dates</Text>
      {next.map((occurrence) => (
        <Text key={occurrence.id}>
          <TextLink href={eventPaths.view(occurrence.id)}>{formatEventWhen(occurrence.startsAt, event.timezone)}</TextLink>
          {occurrence.cancelled && ' (cancelled)'}
        </Text>
      ))}
    </Stack>
  );
}
