import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { DISCOVER_MESSAGES } from '../../../../shared/discover/messages.ts';
import { EventResultCard } from './EventResultCard.tsx';
import type { useDiscoverPages } from './use-discover-pages.ts';

/** The discover list with its loading, empty and error states and "Load more". */
export function DiscoverResults({ pages }: { pages: ReturnType<typeof useDiscoverPages> }) {
  if (pages.error && pages.items.length === 0) return <PageError message={errorMessage(pages.error, DISCOVER_MESSAGES.loadFailed)} onRetry={pages.retry} />;
  if (pages.loading && pages.items.length === 0) {
    return (
      <Center py="10" role="status" aria-live="polite">
        <Stack align="center" gap="2">
          <Spinner color="teal.500" />
          <Text color="fg.muted">Finding events...</Text>
        </Stack>
      </Center>
    );
  }
  if (pages.items.length === 0) {
    return (
      <Text py="6" color="fg.muted" data-testid="discover-empty">
        {DISCOVER_MESSAGES.noEvents}
      </Text>
    );
  }
  return (
    <Stack gap="3" aria-busy={pages.refreshing}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="discover-results">
        {pages.items.map((event) => (
          <EventResultCard key={event.id} event={event} />
        ))}
      </SimpleGrid>
      {pages.error && <Text color="fg.error">{errorMessage(pages.error, DISCOVER_MESSAGES.loadFailed)}</Text>}
      {pages.hasMore && (
        <Button variant="outline" alignSelf="center" loading={pages.loading} onClick={pages.loadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
