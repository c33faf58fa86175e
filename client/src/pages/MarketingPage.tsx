import { Button, Container, Stack } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { FeatureGrid, HowItWorks, MarketingHero } from '../features/marketing/MarketingSections.tsx';
import { MARKETING_PAGES } from '../../../shared/marketing/marketing.ts';

/**
 * The marketing pages of spec section 2, drawn from one table (shared/marketing/marketing.ts): what the page
 * is for, what the product does for it, how to start, and the way in. Rendered on the server too.
 */
export default function MarketingPage() {
  const [location] = useLocation();
  const page = MARKETING_PAGES.find((entry) => entry.path === location.replace(/\/$/, ''));
  // Mounted only on the table's own paths (page-routes.tsx).
  if (!page) return null;
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <MarketingHero
          heading={page.heading}
          lead={page.lead}
          actions={
            <>
              <Button asChild colorPalette="teal" size="lg">
                <Link href={page.cta.href}>{page.cta.label}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href="/features">All features</Link>
              </Button>
            </>
          }
        />
        <FeatureGrid title="What you get" features={page.features} />
        <HowItWorks steps={page.steps} />
      </Stack>
    </Container>
  );
}
