import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { useAuthLink } from '../auth/use-return-here.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import { DivisionEntries } from './DivisionEntries.tsx';
import { DivisionPlayoffs } from './DivisionPlayoffs.tsx';
import { DivisionSchedule } from './DivisionSchedule.tsx';
import { DivisionStandings } from './DivisionStandings.tsx';
import { DivisionDialog } from './DivisionDialog.tsx';
import { LeaguePartTools } from './LeaguePartTools.tsx';
import type { LeagueDivision, LeaguePermissions, LeagueSeason, LeagueView } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

interface Props {
  league: LeagueView['league'];
  season: LeagueSeason;
  division: LeagueDivision;
  permissions: LeaguePermissions;
  signedIn: boolean;
}

/** One division: its teams (and who may apply), its entries for those who decide or answer them, its schedule, standings and playoffs. */
export function DivisionPanel({ league, season, division, permissions, signedIn }: Props) {
  const [applying, setApplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const signInHref = useAuthLink('login');
  return (
    <SectionCard
      title={division.name}
      region
      data-testid="league-division"
      actions={
        <Flex gap="2" wrap="wrap" align="center">
          {permissions.manage && (
            <LeaguePartTools part={{ kind: 'division', leagueId: league.id, divisionId: division.id, name: division.name }} onEdit={() => setEditing(true)} />
          )}
          {season.openForRegistration &&
            (signedIn ? (
              <Button size="sm" colorPalette="teal" onClick={() => setApplying(true)}>
                {W.applyWithTeam}
              </Button>
            ) : (
              <TextLink href={signInHref}>{W.signInToApply}</TextLink>
            ))}
        </Flex>
      }
    >
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {W.teamsHeading}
            {division.maxTeams !== null && <Text as="span" color="fg.muted" fontWeight="normal">{` · ${division.teams.length}/${division.maxTeams}`}</Text>}
          </Heading>
          {division.teams.length === 0 && <Text color="fg.muted">{W.noTeams}</Text>}
          <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={`${division.name} ${W.teamsHeading}`}>
            {division.teams.map((team) => (
              <li key={team.id} data-testid="division-team">
                <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
              </li>
            ))}
          </Flex>
        </Stack>
        {signedIn && <DivisionEntries leagueId={league.id} division={division} canInvite={permissions.approveEntries} city={league.city} />}
        <DivisionSchedule season={season} division={division} manage={permissions.manage} />
        <DivisionStandings division={division} />
        <DivisionPlayoffs league={league} division={division} manage={permissions.manage} />
      </Stack>
      {applying && <ApplyDialog division={division} onClose={() => setApplying(false)} />}
      {editing && <DivisionDialog leagueId={league.id} seasonId={season.id} division={division} onClose={() => setEditing(false)} />}
    </SectionCard>
  );
}
