import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { HOME_MESSAGES, HOME_QUICK_LINKS } from '../../../../shared/home/messages.ts';

/** Home's quick-links grid: exactly the spec's six (spec section 2 "Home"). */
export function QuickLinks() {
  return (
    <section aria-label={HOME_MESSAGES.quickLinksTitle}>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {HOME_QUICK_LINKS.map((link) => (
          <Link key={link.href} href={link.href}>
            <Card.Root h="full" size="sm" _hover={{ borderColor: 'teal.400' }}>
              <Card.Body>
                <Heading size="sm" as="h3">
                  {link.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                  {link.text}
                </Text>
              </Card.Body>
            </Card.Root>
          </Link>
        ))}
      </SimpleGrid>
    </section>
  );
}
