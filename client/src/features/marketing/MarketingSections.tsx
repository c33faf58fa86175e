import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MarketingFeature } from '../../../../shared/marketing/marketing.ts';

/** A marketing page's opening: its one h1, the lead, and the ways in. */
export function MarketingHero({ heading, lead, actions }: { heading: string; lead: string; actions: ReactNode }) {
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {heading}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {lead}
      </Text>
      <Flex gap="3" wrap="wrap">
        {actions}
      </Flex>
    </Stack>
  );
}

/** What the product does for the page's reader, one card each. */
export function FeatureGrid({ title, features, wide = 3 }: { title: string; features: readonly MarketingFeature[]; wide?: 3 | 4 }) {
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: wide }} gap="4" as="ul" listStyleType="none" m="0" p="0">
        {features.map((feature) => (
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
  );
}

/** How to start, as numbered steps. */
export function HowItWorks({ steps }: { steps: readonly string[] }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        How it works
      </Heading>
      <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
        {steps.map((step) => (
          <Box as="li" key={step}>
            {step}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
