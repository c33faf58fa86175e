import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MarketingHero } from '../features/marketing/MarketingSections.tsx';
import { Link } from 'wouter';
import { TextLink } from '../components/TextLink.tsx';
import { CREATE_TOURNAMENTS_META, FEATURES_PAGE, MARKETING_PAGES } from '../../../shared/marketing/marketing.ts';

/** features: the index of the marketing pages, one card each, with the way in for players and for organisers. */
export default function FeaturesPage() {
  const cards = [
    ...MARKETING_PAGES.map((page) => ({ path: page.path, title: page.title, text: page.description })),
    { path: CREATE_TOURNAMENTS_META.path, title: CREATE_TOURNAMENTS_META.title, text: CREATE_TOURNAMENTS_META.description },
  ];
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '12' }}>
        <MarketingHero
          heading={FEATURES_PAGE.heading}
          lead={FEATURES_PAGE.lead}
          actions={
            <>
              <Button asChild colorPalette="teal" size="lg">
                <Link href="/sign-up">Create a free account</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href="/discover">Find games near you</Link>
              </Button>
            </>
          }
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none" m="0" p="0">
          {cards.map((card) => (
            <Box as="li" key={card.path} borderWidth="1px" borderRadius="lg" p="4" data-testid="feature-card">
              <Heading as="h2" size="md" mb="2">
                <TextLink href={card.path}>{card.title}</TextLink>
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {card.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text color="fg.muted">
          Plans and prices: <TextLink href="/member/pricing">for members</TextLink> and <TextLink href="/organizer/pricing">for organisers</TextLink>.
        </Text>
      </Stack>
    </Container>
  );
}
