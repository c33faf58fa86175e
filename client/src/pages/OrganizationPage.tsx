import { Badge, Button, Container, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'wouter';
import { Redirect } from '../lib/redirect.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { formatEventWhen } from '../features/events/event-format.ts';
import { EditClubDialog } from '../features/organizations/EditClubDialog.tsx';
import { CreateLeagueDialog } from '../features/leagues/CreateLeagueDialog.tsx';
import { ClubAdminArea, seesClubAdmin } from '../features/organizations/ClubAdminArea.tsx';
import { ClubNewsList } from '../features/organizations/ClubNews.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { FormAlert } from '../components/PageStates.tsx';
import { errorMessage } from '../lib/errors.ts';
import { fromWireRole } from '../../../shared/access/access.ts';
import { ClubLeagues } from '../features/leagues/ClubLeagues.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { namesNothing } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import type { AppRouter } from '../../../server/routers/index.ts';
import { isUuid } from '../../../shared/common/uuid.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { LEAGUE_PAGE_WORDS } from '../../../shared/leagues/league-page-words.ts';
import { SITE_MESSAGES } from '../../../shared/sites/messages.ts';

type Club = inferRouterOutputs<AppRouter>['organizations']['bySlug']['organization'];

/** org/{slug}: a slug the club left moves to the current one; /org alone goes to the root (spec section 2). */
export function OrganizationBySlugPage() {
  const { slug = '' } = useParams<{ slug?: string }>();
  const [, navigate] = useLocation();
  const club = trpc.organizations.bySlug.useQuery({ slug }, { enabled: Boolean(slug) });
  const current = club.data?.organization.slug;
  useEffect(() => {
    if (current && current !== slug) navigate(`/org/${current}`, { replace: true });
  }, [current, slug, navigate]);
  if (!slug) return <Redirect to="/" replace />;
  return <ClubStates query={club} />;
}

/** organization/{id}: the same page by the club's id. */
export function OrganizationByIdPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const club = trpc.organizations.byId.useQuery({ organizationId: id }, { enabled: valid });
  if (!valid) return <PageError message={M.notFound} />;
  return <ClubStates query={club} />;
}

interface ClubQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { organization: Club } | undefined;
  refetch: () => Promise<unknown>;
}

function ClubStates({ query }: { query: ClubQuery }) {
  useDocumentTitle(query.data?.organization.name);
  if (query.isPending) return <PageLoading label={M.loading} />;
  if (query.isError) {
    if (namesNothing(query.error)) return <PageError message={M.notFound} />;
    return <PageError message={M.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <PageLoading label={M.loading} />;
  return <ClubView club={query.data.organization} />;
}

/** An invitation to a club role, answered on the club's page. */
function ClubInvitation({ club }: { club: Club }) {
  const utils = trpc.useUtils();
  const invited = fromWireRole(club.viewerRole);
  const respond = trpc.organizations.respondToInvite.useMutation({
    onSuccess: () => Promise.all([utils.organizations.byId.invalidate(), utils.organizations.bySlug.invalidate(), utils.organizations.mine.invalidate()]),
  });
  if (invited?.state !== 'invited') return null;
  const role = (M.roleLabels[invited.role as keyof typeof M.roleLabels] ?? invited.role).toLowerCase();
  return (
    <Stack gap="3" borderWidth="1px" borderColor="teal.muted" borderRadius="md" p="4" data-testid="club-invitation">
      <Text>{M.invited(role)}</Text>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="teal" loading={respond.isPending} onClick={() => respond.mutate({ organizationId: club.id, accept: true })}>
          {M.acceptInvite}
        </Button>
        <Button variant="outline" disabled={respond.isPending} onClick={() => respond.mutate({ organizationId: club.id, accept: false })}>
          {M.declineInvite}
        </Button>
      </Flex>
      {respond.error && <FormAlert status="error" message={errorMessage(respond.error, M.sectionFailed)} />}
    </Stack>
  );
}

function ClubView({ club }: { club: Club }) {
  const [editing, setEditing] = useState(false);
  const [creatingLeague, setCreatingLeague] = useState(false);
  const { user } = useCurrentUser();
  const contact = [
    club.contactEmail && (
      <TextLink key="email" href={`mailto:${club.contactEmail}`}>
        {club.contactEmail}
      </TextLink>
    ),
    club.contactPhone && <Text key="phone">{club.contactPhone}</Text>,
    club.website && (
      <Link key="web" href={club.website} target="_blank" rel="noopener noreferrer" colorPalette="teal">
        {club.website}
      </Link>
    ),
  ].filter(Boolean);
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex gap="4" align="center" wrap="wrap">
          {club.logoUrl && <Image src={club.logoUrl} alt="" boxSize="16" borderRadius="md" />}
          <Stack gap="1" minW="0">
            <Heading as="h1" size="2xl" data-testid="club-name">
              {club.name}
            </Heading>
            <Flex gap="2" wrap="wrap" align="center">
              {club.cityName && <Text color="fg.muted">{club.cityName}</Text>}
              {club.sports.map((sport) => (
                <Badge key={sport}>{sport}</Badge>
              ))}
            </Flex>
          </Stack>
          {club.canEdit && (
            <Flex gap="2" wrap="wrap" ml={{ md: 'auto' }}>
              <Button asChild variant="outline">
                <RouterLink href={`/site?club=${club.id}`}>{SITE_MESSAGES.websiteLink}</RouterLink>
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)}>
                {M.editClub}
              </Button>
              <Button variant="outline" onClick={() => setCreatingLeague(true)}>
                {LEAGUE_PAGE_WORDS.createLeague}
              </Button>
            </Flex>
          )}
        </Flex>
        {editing && <EditClubDialog club={club} onClose={() => setEditing(false)} />}
        {creatingLeague && <CreateLeagueDialog club={club} onClose={() => setCreatingLeague(false)} />}
        <ClubInvitation club={club} />
        {club.about && <Text whiteSpace="pre-wrap">{club.about}</Text>}
        {seesClubAdmin(club) && <ClubAdminArea club={club} viewerId={user?.id ?? null} />}
        <SectionCard title={M.teamsHeading} region>
          <Stack gap="3">
            {club.teams.length === 0 && <Text color="fg.muted">{M.noTeams}</Text>}
            {club.teams.map((team) => (
              <Text key={team.id} data-testid="club-team">
                <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
                {team.gameType && <Text as="span" color="fg.muted">{` · ${team.gameType}`}</Text>}
              </Text>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={M.eventsHeading} region>
          <Stack gap="2">
            {club.events.length === 0 && <Text color="fg.muted">{M.noEvents}</Text>}
            {club.events.map((event) => (
              <Text key={event.id}>
                <TextLink href={`/evt/${event.id}`}>{event.title}</TextLink>
                <Text as="span" color="fg.muted">{` · ${event.teamName} · ${formatEventWhen(event.startsAt, event.timezone)}`}</Text>
              </Text>
            ))}
          </Stack>
        </SectionCard>
        <ClubLeagues organizationId={club.id} />
        <SectionCard title={M.registrationsHeading} region>
          <Stack gap="2">
            {club.registrations.length === 0 && <Text color="fg.muted">{M.noRegistrations}</Text>}
            {club.registrations.map((form) => (
              <Text key={form.id}>
                <TextLink href={`/form/${form.id}`}>{form.title}</TextLink>
                <Text as="span" color="fg.muted">{` · ${form.teamName}`}</Text>
              </Text>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={M.newsHeading} region>
          <ClubNewsList organizationId={club.id} canDelete={club.canPostNews} />
        </SectionCard>
        {contact.length > 0 && (
          <SectionCard title={M.contactHeading} region>
            <Stack gap="1">{contact}</Stack>
          </SectionCard>
        )}
      </Stack>
    </Container>
  );
}
