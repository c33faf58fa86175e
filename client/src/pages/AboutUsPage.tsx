import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../components/TextLink.tsx';
import { ABOUT_US } from '../../../shared/help/about-us.ts';

/** about-us: drawn from shared/help/about-us.ts. */
export default function AboutUsPage() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {ABOUT_US.heading}
        </Heading>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Our mission
          </Heading>
          <Text>{ABOUT_US.mission}</Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            What Rally is
          </Heading>
          {ABOUT_US.whatRallyIs.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="lg">
            Contact us
          </Heading>
          <Text overflowWrap="anywhere">
            Write to us at{' '}
            <Link href={`mailto:${ABOUT_US.contactEmail}`} color="teal.700" textDecoration="underline">
              {ABOUT_US.contactEmail}
            </Link>
            . Questions about using Rally may already be answered in <TextLink href="/faqs">Help and FAQs</TextLink>.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
