import { Box, Container, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { HelpHtml } from '../features/help/HelpHtml.tsx';
import { trpc } from '../lib/trpc.ts';
import { FAQ_QUERY_MAX, questionCount, searchFaqs } from '../../../shared/help/faq-search.ts';

/** faqs: the questions of content/help/faqs.md, filtered as the visitor types. */
export default function FaqsPage() {
  const faqs = trpc.help.faqs.useQuery();
  const [query, setQuery] = useState('');
  const searchId = useId();
  if (faqs.isPending) return <PageLoading />;
  if (faqs.isError) return <PageError message="The questions could not be loaded." onRetry={() => void faqs.refetch()} />;
  const matches = searchFaqs(faqs.data.sections, query);
  const searching = query.trim() !== '';
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {faqs.data.title}
          </Heading>
          <HelpHtml html={faqs.data.introHtml} />
        </Stack>
        <Stack gap="2" role="search">
          <label htmlFor={searchId}>
            <Text as="span" fontWeight="medium">
              Search the questions
            </Text>
          </label>
          <Input
            id={searchId}
            type="search"
            value={query}
            maxLength={FAQ_QUERY_MAX}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. payment plan"
          />
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="faq-count">
            {searching ? `${questionCount(matches.length)} of ${faqs.data.sections.length}` : questionCount(faqs.data.sections.length)}
          </Text>
        </Stack>
        {matches.length === 0 ? (
          <Text data-testid="faq-empty">No questions match “{query.trim()}”.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
            {matches.map((faq) => (
              <Box as="li" key={faq.id} id={faq.id} borderWidth="1px" borderRadius="lg" p="4" data-testid="faq">
                <Heading as="h2" size="md" mb="2">
                  {faq.title}
                </Heading>
                <HelpHtml html={faq.html} />
              </Box>
            ))}
          </Stack>
        )}
        <Text color="fg.muted">
          More help: the <TextLink href="/guide">guide</TextLink> and <TextLink href="/about-us">about us</TextLink>.
        </Text>
      </Stack>
    </Container>
  );
}
