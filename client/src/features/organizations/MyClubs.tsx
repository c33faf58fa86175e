import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { CreateClubDialog } from './CreateClubDialog.tsx';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

/** My communities' clubs: the ones the user is on the roster of, and "Create a club". */
export function MyClubs() {
  const clubs = trpc.organizations.mine.useQuery();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title={M.myClubs}
      region
      actions={
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <Link href="/organizations">{M.pageTitle}</Link>
          </Button>
          <Button colorPalette="teal" size="sm" onClick={() => setCreating(true)}>
            {M.createClub}
          </Button>
        </Flex>
      }
    >
      <Stack gap="2">
        {clubs.isPending && <Text color="fg.muted">{M.loading}</Text>}
        {clubs.isError && <PageError message={M.loadFailed} onRetry={() => void clubs.refetch()} />}
        {clubs.data?.length === 0 && <Text color="fg.muted">{M.noMyClubs}</Text>}
        {clubs.data?.map((club) => (
          <Text key={club.id} data-testid="my-club">
            <TextLink href={`/org/${club.slug}`}>{club.name}</TextLink>
            {club.cityName && <Text as="span" color="fg.muted">{` · ${club.cityName}`}</Text>}
          </Text>
        ))}
      </Stack>
      {creating && <CreateClubDialog open onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
