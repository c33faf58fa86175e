import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A titled card: a heading (with actions beside it, when given) over a body. `region` makes it a
 * named section of the page (the event form and event page), which the others are not.
 */
export function SectionCard({
  title,
  level = 'h2',
  headingSize = 'md',
  headingProps,
  actions,
  region = false,
  children,
  ...card
}: Omit<ComponentProps<typeof Card.Root>, 'title'> & {
  title: ReactNode;
  level?: 'h2' | 'h3';
  headingSize?: 'sm' | 'md' | 'lg';
  headingProps?: Omit<ComponentProps<typeof Heading>, 'as' | 'size'>;
  /** Buttons on the heading's line: "New", "Add". */
  actions?: ReactNode;
  /** A named section of the page, titled by `title` (a string then). */
  region?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <Heading as={level} size={headingSize} {...headingProps}>
      {title}
    </Heading>
  );
  return (
    <Card.Root {...(region ? { as: 'section', 'aria-label': String(title) } : {})} {...card}>
      <Card.Header pb={region ? '0' : undefined}>
        {actions ? (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {heading}
            {actions}
          </Flex>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
