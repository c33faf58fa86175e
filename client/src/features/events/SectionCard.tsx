import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card: the sections of the event form and of the event page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
