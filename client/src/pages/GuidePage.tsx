import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { HelpHtml } from '../features/help/HelpHtml.tsx';
import { trpc } from '../lib/trpc.ts';

/** guide: content/help/guide.md, its sections listed first as an on-page table of contents. */
export default function GuidePage() {
  const guide = trpc.help.guide.useQuery();
  if (guide.isPending) return <PageLoading />;
  if (guide.isError) return <PageError message="The guide could not be loaded." onRetry={() => void guide.refetch()} />;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {guide.data.title}
          </Heading>
          <HelpHtml html={guide.data.introHtml} />
        </Stack>
        <Box as="nav" aria-label="Contents" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" size="sm" mb="2">
            Contents
          </Heading>
          <Stack as="ol" gap="1" m="0" ps="5" listStyleType="decimal">
            {guide.data.sections.map((section) => (
              <li key={section.id}>
                {/* A plain anchor: the browser scrolls to the section and keeps the address. */}
                <a href={`#${section.id}`} style={{ textDecoration: 'underline' }}>
                  {section.title}
                </a>
              </li>
            ))}
          </Stack>
        </Box>
        {guide.data.sections.map((section) => (
          <Box as="section" key={section.id} aria-labelledby={section.id}>
            <Heading as="h2" size="lg" mb="2" id={section.id} scrollMarginTop="4" tabIndex={-1}>
              {section.title}
            </Heading>
            <HelpHtml html={section.html} />
          </Box>
        ))}
        <Text color="fg.muted">
          A question not answered here? See <TextLink href="/faqs">Help and FAQs</TextLink>.
        </Text>
      </Stack>
    </Container>
  );
}
