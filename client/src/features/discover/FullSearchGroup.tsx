import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One group of the full search (events, places, teams, players) with its own empty text. */
export function FullSearchGroup({ title, count, empty, children }: { title: string; count: number; empty: ReactNode; children: ReactNode }) {
  const id = `full-search-${title.toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm" data-testid={id}>
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
          {count > 0 && (
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm" ms="2">
              {count}
            </Text>
          )}
        </Heading>
      </Card.Header>
      <Card.Body>
        {count === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          <Stack gap="2">{children}</Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
