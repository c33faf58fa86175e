import { Badge, Box, Button, Card, Container, Flex, Heading, Image, Stack, Tabs, Text } from '@chakra-ui/react';
import { namesNothing } from '../lib/errors.ts';
import { lazyPage, type LazyPage } from '../lib/lazy-page.ts';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useAuthLink } from '../features/auth/use-return-here.ts';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { FollowButton } from '../features/follows/FollowButton.tsx';
import { ExternalTeams } from '../features/teams/ExternalTeams.tsx';
import { LeaveTeamButton } from '../features/teams/LeaveTeamButton.tsx';
import { PinnedAnnouncements } from '../features/teams/PinnedAnnouncements.tsx';
import { TeamSchedule } from '../features/teams/TeamSchedule.tsx';
import { useTeamRefresh } from '../features/teams/use-team-mutations.ts';
import { TeamTabList } from '../features/teams/TeamTabList.tsx';
import { teamTabFor, teamTabHref, visibleTeamTabs, type TeamTab } from '../features/teams/team-tabs.ts';
import { trpc } from '../lib/trpc.ts';
import type { AppRouter } from '../../../server/routers/index.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import {
  can,
  invitedRole,
  isPendingRole,
  TEAM_PERMISSIONS,
  TEAM_PRIVACY_LABELS,
  TEAM_ROLE_LABELS,
  type TeamPrivacy,
  type TeamRole,
} from '../../../shared/teams/teams.ts';
import { isOwnerRole } from '../../../shared/access/access.ts';
import { SITE_MESSAGES } from '../../../shared/sites/messages.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { isUuid } from '../../../shared/common/uuid.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/organizations/messages.ts';
import { SectionCard } from '../components/SectionCard.tsx';
import { HydratingSection } from '../components/HydratingSection.tsx';

// A reader of a public team gets its header, about and schedule in this chunk. The other tabs
// (with the member's and manager's tools) are chunks of their own, fetched only when opened (issue
// 36). What the first paint can show a member (follow, leave, pinned news) stays here: a server-
// rendered lazy part hydrates only once its chunk arrives, and a click on it before then is lost.
const roster = lazyPage(
  () => import('../features/teams/TeamRoster.tsx').then((module) => ({ default: module.TeamRoster })),
  'src/features/teams/TeamRoster.tsx',
);
const family = lazyPage(
  () => import('../features/teams/TeamFamily.tsx').then((module) => ({ default: module.TeamFamily })),
  'src/features/teams/TeamFamily.tsx',
);
const chat = lazyPage(() => import('../features/teams/TeamChat.tsx').then((module) => ({ default: module.TeamChat })), 'src/features/teams/TeamChat.tsx');
const forms = lazyPage(() => import('../features/forms/TeamForms.tsx').then((module) => ({ default: module.TeamForms })), 'src/features/forms/TeamForms.tsx');
const seasons = lazyPage(
  () => import('../features/seasons/TeamSeasons.tsx').then((module) => ({ default: module.TeamSeasons })),
  'src/features/seasons/TeamSeasons.tsx',
);
const manage = lazyPage(
  () => import('../features/teams/TeamManage.tsx').then((module) => ({ default: module.TeamManage })),
  'src/features/teams/TeamManage.tsx',
);
const [TeamRoster, TeamFamily, TeamChat, TeamForms, TeamSeasons, TeamManage] = [roster.Page, family.Page, chat.Page, forms.Page, seasons.Page, manage.Page];
/** Each tab's code: fetched before the tab opens, so it shows without a skeleton in between. */
const TAB_CODE: Record<TeamTab, Pick<LazyPage, 'preload'>[]> = {
  schedule: [],
  roster: [roster, family],
  chat: [chat],
  seasons: [forms, seasons],
  manage: [manage],
};
const loadTab = (tab: TeamTab) => Promise.all(TAB_CODE[tab].map((code) => code.preload()));

/** A tab's content while its chunk loads (a click on the tab, or a reload on it). */
const TabLoading = ({ children }: { children: ReactNode }) => <HydratingSection fallback={<PageLoading />}>{children}</HydratingSection>;

/**
 * team/{id}: header, about and pinned announcements, then one tab at a time (Schedule, Roster, Chat,
 * Seasons, Manage), the open one kept in the address. A missing team goes to team-not-found.
 */
export default function TeamPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const valid = isUuid(id);
  const team = trpc.teams.get.useQuery({ teamId: id }, { enabled: valid });
  useDocumentTitle(team.data?.name);
  const missing = !valid || (team.isError && namesNothing(team.error));
  useEffect(() => {
    if (missing) navigate('/team-not-found', { replace: true });
  }, [missing, navigate]);
  if (missing || team.isPending) return <PageLoading />;
  if (team.isError) return <PageError message={TEAM_MESSAGES.teamLoadFailed} onRetry={() => void team.refetch()} />;
  return <TeamView team={team.data} />;
}

type Team = inferRouterOutputs<AppRouter>['teams']['get'];

function TeamView({ team }: { team: Team }) {
  const { user } = useCurrentUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const signInHref = useAuthLink('login');
  const signUpHref = useAuthLink('sign-up');
  const refresh = useTeamRefresh(team.id);
  const respond = trpc.teams.respondToInvite.useMutation(refresh);
  const join = trpc.teams.join.useMutation(refresh);
  const role = team.viewerRole;
  const member = !!role && !isPendingRole(role);
  const manages = (Object.keys(TEAM_PERMISSIONS) as (keyof typeof TEAM_PERMISSIONS)[]).some(
    (permission) => !['transferOwnership', 'manageSchedule', 'manageExternalTeams', 'postAnnouncement'].includes(permission) && can(role, permission),
  );
  const tabs = visibleTeamTabs({ member, manages });
  const tab = teamTabFor(search, tabs);
  // Each tab is its own entry in history, so Back returns to the tab before; the tab on screen
  // stays until the next one's code is there (a lazy tab's skeleton would hold it back 300 ms).
  const openTab = (next: string) => void loadTab(next as TeamTab).then(() => navigate(teamTabHref(team.id, next as TeamTab)));
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex gap="4" align="center" wrap="wrap">
          {team.logoUrl ? (
            <Image src={team.logoUrl} alt={`${team.name} logo`} w="16" h="16" borderRadius="full" />
          ) : (
            <Box
              w="16"
              h="16"
              borderRadius="full"
              bg="teal.solid"
              color="white"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="2xl"
              fontWeight="bold"
              aria-hidden
            >
              {team.name.slice(0, 1).toUpperCase()}
            </Box>
          )}
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h1" size="2xl">
              {team.name}
            </Heading>
            {team.organization && (
              <Text data-testid="team-club">
                {`${ORGANIZATION_MESSAGES.partOf} `}
                <TextLink href={`/org/${team.organization.slug}`}>{team.organization.name}</TextLink>
              </Text>
            )}
            <Flex gap="2" wrap="wrap" align="center" color="fg.muted">
              {/* One line of text, so a narrow screen wraps between words, never before a lone "·". */}
              <Text>{[team.gameType, team.cityName, `${team.memberCount} ${team.memberCount === 1 ? 'member' : 'members'}`].filter(Boolean).join(' · ')}</Text>
              <Badge>{TEAM_PRIVACY_LABELS[team.privacy as TeamPrivacy]?.label ?? team.privacy}</Badge>
              {member && (
                <Badge colorPalette="teal" data-testid="team-role">
                  {TEAM_ROLE_LABELS[role as TeamRole]}
                </Badge>
              )}
            </Flex>
          </Stack>
          {can(role, 'manageSite') && (
            <Button asChild variant="outline" size="sm">
              <Link href={`/site?team=${team.id}`}>{SITE_MESSAGES.websiteLink}</Link>
            </Button>
          )}
          {!user && team.privacy === 'public' && (
            <Button asChild colorPalette="teal">
              <Link href={signInHref}>Sign in to join</Link>
            </Button>
          )}
          {user && !role && team.privacy === 'public' && (
            <Button colorPalette="teal" loading={join.isPending} onClick={() => join.mutate({ teamId: team.id })}>
              Join team
            </Button>
          )}
          {member && !isOwnerRole(role) && <LeaveTeamButton teamId={team.id} teamName={team.name} />}
          {/* Hosts you follow (issue 32): a public team's new events reach its followers. */}
          {user && team.privacy === 'public' && <FollowButton hostId={team.id} size="md" />}
        </Flex>

        {team.isInvited && role && (
          <Card.Root borderColor="orange.muted" data-testid="team-invitation">
            <Card.Body>
              <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                <Text>
                  You're invited to join {team.name} as {TEAM_ROLE_LABELS[invitedRole(role)]}.
                </Text>
                <Flex gap="2">
                  <Button
                    colorPalette="teal"
                    loading={respond.isPending && respond.variables?.accept}
                    onClick={() => respond.mutate({ teamId: team.id, accept: true })}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="outline"
                    loading={respond.isPending && !respond.variables?.accept}
                    onClick={() => respond.mutate({ teamId: team.id, accept: false })}
                  >
                    Decline
                  </Button>
                </Flex>
              </Flex>
            </Card.Body>
          </Card.Root>
        )}

        <SectionCard title="About" headingSize="lg">
          <Stack gap="2">
            {team.description ? <Text whiteSpace="pre-wrap">{team.description}</Text> : <Text color="fg.muted">No description yet.</Text>}
            <Text fontSize="sm" color="fg.muted">
              {[team.ageGroup, team.gender === 'Any' ? 'Any gender' : team.gender, team.skillLevel].join(' · ')}
              {team.creatorName ? ` · Started by ${team.creatorName}` : ''}
            </Text>
          </Stack>
        </SectionCard>

        {member && <PinnedAnnouncements teamId={team.id} canPin={can(role, 'postAnnouncement')} />}

        <Tabs.Root value={tab} onValueChange={(details) => openTab(details.value)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
          <TeamTabList tabs={tabs} />

          <Tabs.Content value="schedule">
            <Stack gap="6">
              <SectionCard title="Schedule" headingSize="lg">
                <TeamSchedule teamId={team.id} manages={can(role, 'manageSchedule')} viewerId={user?.id ?? null} />
              </SectionCard>
              <SectionCard title="Opponents" headingSize="lg">
                <ExternalTeams teamId={team.id} canEdit={can(role, 'manageExternalTeams')} />
              </SectionCard>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="roster">
            <SectionCard title="Roster" headingSize="lg">
              <TabLoading>
                <TeamRoster teamId={team.id} viewerRole={role} viewerId={user?.id ?? null} memberCount={team.memberCount} />
                {member && (
                  <Stack gap="2" mt="5">
                    <Heading as="h3" size="sm">
                      Your family on this team
                    </Heading>
                    <TeamFamily teamId={team.id} />
                  </Stack>
                )}
              </TabLoading>
            </SectionCard>
          </Tabs.Content>

          <Tabs.Content value="chat">
            <SectionCard title="Chat" headingSize="lg">
              <TabLoading>
                <TeamChat teamId={team.id} viewerId={user?.id ?? null} canAnnounce={can(role, 'postAnnouncement')} />
              </TabLoading>
            </SectionCard>
          </Tabs.Content>

          <Tabs.Content value="seasons">
            <SectionCard title="Seasons" headingSize="lg">
              <TabLoading>
                <Stack gap="5">
                  <TeamForms teamId={team.id} />
                  <TeamSeasons teamId={team.id} />
                </Stack>
              </TabLoading>
            </SectionCard>
          </Tabs.Content>

          <Tabs.Content value="manage">
            <Stack gap="3">
              <Heading as="h2" size="lg">
                Manage
              </Heading>
              <TabLoading>
                <TeamManage
                  team={{
                    ...team,
                    gameType: team.gameType ?? '',
                    city: team.cityName && team.lat !== null && team.lng !== null ? { name: team.cityName, lat: team.lat, lng: team.lng } : null,
                    privacy: team.privacy as TeamPrivacy,
                  }}
                />
              </TabLoading>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>

        {!user && (
          <Text color="fg.muted">
            <TextLink href={signUpHref}>Create an account</TextLink> to join teams and get their news.
          </Text>
        )}
        {user && team.viewerRole === null && team.privacy === 'invite-only' && <Text color="fg.muted">{TEAM_MESSAGES.inviteOnly}</Text>}
      </Stack>
    </Container>
  );
}
