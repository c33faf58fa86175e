import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { CustomDomains } from '../features/sites/CustomDomains.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { CUSTOM_DOMAIN_WORDS as W } from '../../../shared/custom-domains/custom-domains.ts';
import { SITE_PATHS } from '../../../shared/sites/paths.ts';

/** custom-website (spec section 2): give a website one's own domain, proven by a DNS TXT record. */
export default function CustomWebsitePage() {
  const websites = trpc.sites.domainWebsites.useQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const websiteId = chosen ?? websites.data?.[0]?.id ?? null;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {W.pageTitle}
        </Heading>
        <Text color="fg.muted">{W.intro}</Text>
        {websites.isPending && <PageLoading />}
        {websites.isError && <PageError message={errorMessage(websites.error, APP_MESSAGES.tryAgain)} onRetry={() => void websites.refetch()} />}
        {websites.data?.length === 0 && (
          <Stack gap="3" align="flex-start">
            <Text fontWeight="semibold">{W.noWebsites}</Text>
            <Text color="fg.muted">{W.noWebsitesHint}</Text>
            <Button asChild colorPalette="teal">
              <Link href={SITE_PATHS.build}>Build a website</Link>
            </Button>
          </Stack>
        )}
        {websites.data && websites.data.length > 1 && (
          <Box maxW="md">
            <SelectField
              label={W.websiteLabel}
              value={websiteId ?? ''}
              onChange={(value) => setChosen(value)}
              options={websites.data.map((site) => ({ value: site.id, label: site.ownerName ? `${site.title} (${site.ownerName})` : site.title }))}
            />
          </Box>
        )}
        {websiteId && <CustomDomains key={websiteId} websiteId={websiteId} />}
      </Stack>
    </Container>
  );
}
