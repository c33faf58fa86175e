import { Badge, Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SITE_MESSAGES as M } from '../../../../shared/sites/messages.ts';
import { SITE_LIMITS as L } from '../../../../shared/sites/blocks.ts';
import { publishedPath, SITE_PATHS } from '../../../../shared/sites/paths.ts';

const ownerKey = (owner: { teamId: string | null; organizationId: string | null }) => (owner.teamId ? `team:${owner.teamId}` : `club:${owner.organizationId}`);

/** site and site/build: your websites, a new one for a team or club you run (site/build with no id creates its draft). */
export default function SitesPage() {
  const mine = trpc.sites.mine.useQuery();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [title, setTitle] = useState('');
  // From a team's or club's "Website" link: the new site is theirs.
  const [owner, setOwner] = useState(() => (search.get('team') ? `team:${search.get('team')}` : search.get('club') ? `club:${search.get('club')}` : ''));
  const create = trpc.sites.create.useMutation({ onSuccess: (site) => navigate(SITE_PATHS.buildSite(site.id)) });
  if (mine.isPending) return <PageLoading label={M.loading} />;
  if (mine.isError) return <PageError message={errorMessage(mine.error, M.notFound)} onRetry={() => void mine.refetch()} />;
  const owners = mine.data.owners;
  const chosen = owners.find((candidate) => ownerKey(candidate) === owner) ?? (owners.length === 1 ? owners[0] : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !title.trim()) return;
    create.mutate({ owner: chosen.teamId ? { teamId: chosen.teamId } : { organizationId: chosen.organizationId! }, title });
  };
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {M.pageTitle}
          </Heading>
          <Text color="fg.muted">{M.intro}</Text>
        </Stack>
        <SectionCard title={M.createTitle} level="h2" headingSize="md">
          {owners.length === 0 ? (
            <Text color="fg.muted">{M.noOwners}</Text>
          ) : (
            <form onSubmit={submit} aria-label={M.createTitle}>
              <Flex gap="3" align="flex-end" wrap="wrap">
                <TextField label={M.titleLabel} value={title} maxLength={L.titleMax} onChange={setTitle} flex="1" minW="14rem" />
                <SelectField
                  label={M.ownerLabel}
                  width="auto"
                  value={chosen ? ownerKey(chosen) : ''}
                  onChange={setOwner}
                  placeholder="Choose"
                  options={owners.map((candidate) => ({ value: ownerKey(candidate), label: candidate.name }))}
                />
                <Button type="submit" colorPalette="teal" disabled={!chosen || !title.trim()} loading={create.isPending}>
                  {M.createSite}
                </Button>
              </Flex>
              {create.isError ? (
                <Text role="alert" color="fg.error" mt="2">
                  {errorMessage(create.error, M.createFailed)}
                </Text>
              ) : null}
            </form>
          )}
        </SectionCard>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {M.mySites}
          </Heading>
          {mine.data.sites.length === 0 ? (
            <Text color="fg.muted">{M.noSites}</Text>
          ) : (
            <Stack as="ul" gap="3" aria-label={M.mySites}>
              {mine.data.sites.map((site) => (
                <Card.Root as="li" key={site.id} size="sm">
                  <Card.Body>
                    <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                      <Stack gap="0">
                        <Text fontWeight="semibold">{site.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {site.ownerName}
                        </Text>
                      </Stack>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Badge colorPalette={site.publishedVersion ? 'green' : 'gray'}>{site.publishedVersion ? M.published : M.notPublished}</Badge>
                        <Button asChild size="xs" variant="outline">
                          <Link href={SITE_PATHS.buildSite(site.id)}>{M.edit}</Link>
                        </Button>
                        {site.publishedVersion ? (
                          <Button asChild size="xs" variant="outline">
                            <a href={publishedPath(site)}>{M.view}</a>
                          </Button>
                        ) : null}
                      </Flex>
                    </Flex>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )}
        </Stack>
        <RosterListings />
      </Stack>
    </Container>
  );
}

/** Whether each of your teams' websites lists you on its roster block: yours to choose, off until you say so. */
function RosterListings() {
  const listings = trpc.sites.listings.useQuery();
  const utils = trpc.useUtils();
  const set = trpc.sites.setListing.useMutation({ onSettled: () => utils.sites.listings.invalidate() });
  if (listings.isPending || listings.isError || listings.data.length === 0) return null;
  return (
    <SectionCard title="Show me on my teams’ websites" level="h2" headingSize="md">
      <Stack gap="2">
        {listings.data.map((row) => (
          <SwitchField key={row.teamId} label={row.teamName} checked={row.show} onChange={(show) => set.mutate({ teamId: row.teamId, show })} />
        ))}
      </Stack>
    </SectionCard>
  );
}
