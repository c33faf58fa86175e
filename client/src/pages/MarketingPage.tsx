import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { MARKETING_PAGES, type MarketingPage as Page } from '../../../shared/marketing.ts';

/**
 * The marketing pages of spec section 2, drawn from one table (shared/marketing.ts): what the page
 * is for, what the product does for it, how to start, and the way in. Rendered on the server too.
 */
export default function MarketingPage() {
  const [location] = useLocation();
  const page = MARKETING_PAGES.find((entry) => entry.path === location.replace(/\/$/, ''));
  // Mounted only on the table's own paths (page-routes.tsx).
  if (!page) return null;
  return <MarketingContent page={page} />;
}

function MarketingContent({ page }: { page: Page }) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <Stack gap="5" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {page.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {page.lead}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild colorPalette="teal" size="lg">
              <Link href={page.cta.href}>{page.cta.label}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/features">All features</Link>
            </Button>
          </Flex>
        </Stack>

        <Stack gap="5">
          <Heading as="h2" size="xl">
            What you get
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none" m="0" p="0">
            {page.features.map((feature) => (
              <Box as="li" key={feature.title} borderWidth="1px" borderRadius="lg" p="4">
                <Heading as="h3" size="md" mb="2">
                  {feature.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {feature.text}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="4">
          <Heading as="h2" size="xl">
            How it works
          </Heading>
          <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
            {page.steps.map((step) => (
              <Box as="li" key={step}>
                {step}
              </Box>
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Container>
  );
}
