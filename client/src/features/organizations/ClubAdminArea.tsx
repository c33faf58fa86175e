import { Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { TeamTabList } from '../teams/TeamTabList.tsx';
import type { City } from '../../../../shared/common/schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import type { ClubAdminTab } from '../../../../shared/organizations/organizations.ts';
import { ClubInbox } from './ClubInbox.tsx';
import { ClubLogoUpload } from './ClubLogoUpload.tsx';
import { ClubMembersAdmin } from './ClubMembersAdmin.tsx';
import { PostClubNews } from './ClubNews.tsx';
import { ClubRoster } from './ClubRoster.tsx';
import { ClubTeamsAdmin, DetachTeamButton } from './ClubTeamsAdmin.tsx';

export interface AdminClub {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  cityName: string | null;
  lat: number | null;
  lng: number | null;
  canEdit: boolean;
  canManageTeams: boolean;
  canManageMembers: boolean;
  canViewRoster: boolean;
  canViewPayments: boolean;
  canPostNews: boolean;
  canTransfer: boolean;
  canChangeSlug: boolean;
  teams: readonly { id: string; name: string; gameType: string | null }[];
}

/** Whether the viewer sees the club admin area at all: any one of its sections is theirs. */
export const seesClubAdmin = (club: AdminClub) =>
  club.canEdit || club.canManageTeams || club.canManageMembers || club.canViewRoster || club.canViewPayments || club.canPostNews;

/**
 * The club admin area: Teams, Members, Registrations & payments, News and Settings, each shown to
 * the roles the permission core lets do it (a coach sees the roster, a treasurer the money). Each
 * section loads on its own, with its own loading, empty and error states.
 */
export function ClubAdminArea({ club, viewerId }: { club: AdminClub; viewerId: string | null }) {
  const city = club.cityName && club.lat !== null && club.lng !== null ? { name: club.cityName, lat: club.lat, lng: club.lng } : null;
  const shown: Record<ClubAdminTab, boolean> = {
    teams: club.canManageTeams,
    members: club.canManageMembers || club.canViewRoster,
    money: club.canViewPayments,
    news: club.canPostNews,
    settings: club.canEdit,
  };
  const tabs = (Object.keys(shown) as ClubAdminTab[]).filter((tab) => shown[tab]).map((tab) => ({ value: tab, label: M.tabs[tab] }));
  const [tab, setTab] = useState<string>(tabs[0]?.value ?? 'teams');
  if (tabs.length === 0) return null;
  return (
    <SectionCard title={M.adminHeading} region data-testid="club-admin">
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="teal" lazyMount unmountOnExit>
        <TeamTabList tabs={tabs} />
        <Tabs.Content value="teams">
          <ClubTeamsTab club={club} city={city} />
        </Tabs.Content>
        <Tabs.Content value="members">
          <Stack gap="8">
            {club.canManageMembers && <ClubMembersAdmin organizationId={club.id} canTransfer={club.canTransfer} viewerId={viewerId} />}
            {club.canViewRoster && (
              <Stack gap="3">
                <Text fontWeight="semibold">{M.rosterHeading}</Text>
                <ClubRoster organizationId={club.id} />
              </Stack>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="money">
          <ClubInbox organizationId={club.id} teams={club.teams} />
        </Tabs.Content>
        <Tabs.Content value="news">
          <PostClubNews organizationId={club.id} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <Stack gap="4">
            <ClubLogoUpload organizationId={club.id} logoUrl={club.logoUrl} name={club.name} />
            <Text>
              {`${M.slugLabel}: `}
              <TextLink href={`/org/${club.slug}`}>{`/org/${club.slug}`}</TextLink>
            </Text>
            {club.canChangeSlug && (
              <Text fontSize="sm" color="fg.muted">
                {M.slugHelp}
              </Text>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </SectionCard>
  );
}

function ClubTeamsTab({ club, city }: { club: AdminClub; city: City | null }) {
  return (
    <Stack gap="3">
      {club.teams.map((team) => (
        <Flex key={team.id} data-testid="club-admin-team" gap="2" align="center" justify="space-between" wrap="wrap">
          <Text>
            <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
            {team.gameType && <Text as="span" color="fg.muted">{` · ${team.gameType}`}</Text>}
          </Text>
          <DetachTeamButton organizationId={club.id} team={team} />
        </Flex>
      ))}
      <ClubTeamsAdmin organizationId={club.id} city={city} />
    </Stack>
  );
}
