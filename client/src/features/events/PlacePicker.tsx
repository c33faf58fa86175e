import { Box, Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { placePaths } from '../../../../shared/places/schemas.ts';

export interface PickedPlace {
  id: string;
  name: string;
  address: string;
}

/** Search saved places by name and pick one; the chosen place shows with a way to change it. */
export function PlacePicker({
  value,
  onChange,
  near,
  error,
}: {
  value: PickedPlace | null;
  onChange: (place: PickedPlace | null) => void;
  near?: { lat: number; lng: number } | null | undefined;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), TIMINGS.placeLoadingDebounceMs);
  const enabled = !value && q.length >= PLACE_LIMITS.searchQuery.min;
  const search = trpc.places.search.useQuery({ q, ...(near ? { near } : {}) }, { enabled, retry: false });

  if (value) {
    return (
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Place</Field.Label>
        <Flex gap="3" align="center" wrap="wrap" data-testid="picked-place">
          <Stack gap="0">
            <Text fontWeight="medium">{value.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {value.address}
            </Text>
          </Stack>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            Change place
          </Button>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  }
  const results = enabled ? (search.data ?? []) : [];
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Search saved places</Field.Label>
      <Input value={text} placeholder="Court, park or gym name" autoComplete="off" onChange={(event) => setText(event.target.value)} />
      <Box role="status" aria-live="polite" mt="1">
        {enabled && search.isFetching && (
          <Flex gap="2" align="center">
            <Spinner size="xs" />
            <Text fontSize="sm">Searching places...</Text>
          </Flex>
        )}
        {enabled && search.isError && (
          <Text fontSize="sm" color="fg.error">
            {errorMessage(search.error, PLACE_MESSAGES.listFailed)}
          </Text>
        )}
        {enabled && search.isSuccess && results.length === 0 && !search.isFetching && (
          <Text fontSize="sm" color="fg.muted">
            No saved place matches. <TextLink href={placePaths.create}>Add a place</TextLink> or enter an address instead.
          </Text>
        )}
      </Box>
      {results.length > 0 && (
        <Stack gap="1" role="list" aria-label="Places found" w="full">
          {results.map((place) => (
            <Button
              key={place.id}
              role="listitem"
              variant="ghost"
              justifyContent="flex-start"
              h="auto"
              py="2"
              onClick={() => onChange({ id: place.id, name: place.name, address: place.address })}
            >
              <Stack gap="0" align="flex-start">
                <Text>{place.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {place.address}
                </Text>
              </Stack>
            </Button>
          ))}
        </Stack>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
