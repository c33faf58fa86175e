import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SiteDomainSection } from '../../features/sites/SiteDomainSection.tsx';
import { SITE_MESSAGES as M } from '../../../../shared/sites/messages.ts';

/** custom-website: each of your websites with its addresses and domain settings. */
export default function CustomWebsitePage() {
  const mine = trpc.sites.mine.useQuery();
  if (mine.isPending) return <PageLoading label={M.loading} />;
  if (mine.isError) return <PageError message={errorMessage(mine.error, M.notFound)} onRetry={() => void mine.refetch()} />;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {M.customWebsiteTitle}
        </Heading>
        <Text color="fg.muted">{M.customWebsiteIntro}</Text>
        {mine.data.sites.length === 0 ? (
          <Text color="fg.muted">{M.noSites}</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label={M.mySites}>
            {mine.data.sites.map((site) => (
              <Card.Root as="li" key={site.id} size="sm">
                <Card.Body>
                  <SiteDomainSection site={site} />
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
