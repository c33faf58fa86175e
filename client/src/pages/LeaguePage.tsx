import { Badge, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { DivisionPanel } from '../features/leagues/DivisionPanel.tsx';
import { SeasonDialog } from '../features/leagues/SeasonDialog.tsx';
import { DivisionDialog } from '../features/leagues/DivisionDialog.tsx';
import { PublishSeasonButton } from '../features/leagues/PublishSeasonButton.tsx';
import { CreateLeagueDialog } from '../features/leagues/CreateLeagueDialog.tsx';
import { LeaguePartTools } from '../features/leagues/LeaguePartTools.tsx';
import { formatLeagueDay, seasonDates } from '../features/leagues/league-format.ts';
import type { LeagueSeason, LeagueView } from '../features/leagues/league-types.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { namesNothing } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { isUuid } from '../../../shared/common/uuid.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../shared/leagues/league-page-words.ts';
import { LEAGUE_SEASON_STATUS_LABELS } from '../../../shared/leagues/leagues.ts';

/** league/{id}: a league as anyone reads it (seasons, divisions, teams, schedule, standings, playoffs); its admins' tools where the server says they may. */
export default function LeaguePage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const league = trpc.leagues.get.useQuery({ leagueId: id }, { enabled: valid });
  useDocumentTitle(league.data?.league.name);
  if (!valid) return <PageError message={W.notFound} action={<TextLink href="/leagues">{W.pageTitle}</TextLink>} />;
  if (league.isPending) return <PageLoading label={W.loading} />;
  if (league.isError) {
    if (namesNothing(league.error)) return <PageError message={W.notFound} action={<TextLink href="/leagues">{W.pageTitle}</TextLink>} />;
    return <PageError message={W.loadFailed} onRetry={() => void league.refetch()} />;
  }
  return <LeagueView view={league.data} />;
}

/** The season shown first: one open for registration, else the latest to start. */
function firstSeason(seasons: LeagueSeason[]): string {
  const open = seasons.find((season) => season.openForRegistration);
  if (open) return open.id;
  const latest = [...seasons].sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
  return latest?.id ?? '';
}

function LeagueView({ view }: { view: LeagueView }) {
  const { league, seasons, permissions } = view;
  const { user } = useCurrentUser();
  const [chosenSeason, setChosenSeason] = useState('');
  const [addingSeason, setAddingSeason] = useState(false);
  const [addingDivision, setAddingDivision] = useState(false);
  const [editingLeague, setEditingLeague] = useState(false);
  const [editingSeason, setEditingSeason] = useState(false);
  const season = seasons.find((candidate) => candidate.id === chosenSeason) ?? seasons.find((candidate) => candidate.id === firstSeason(seasons));
  const owner = league.organization ? (
    <TextLink href={`/org/${league.organization.slug}`}>{league.organization.name}</TextLink>
  ) : (
    league.creator && <TextLink href={`/profile/${league.creator.id}`}>{league.creator.displayName}</TextLink>
  );
  return (
    <Container maxW="5xl" py="8" px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl" data-testid="league-name" wordBreak="break-word">
            {league.name}
          </Heading>
          <Flex gap="2" wrap="wrap" align="center" color="fg.muted">
            {league.sport && <Badge>{league.sport}</Badge>}
            {league.city && <Text>{league.city.name}</Text>}
            {owner && (
              <Text>
                {`${W.ownerLabel} `}
                {owner}
              </Text>
            )}
          </Flex>
          {permissions.manage && (
            <Flex gap="2" wrap="wrap" pt="2">
              <LeaguePartTools part={{ kind: 'league', leagueId: league.id, name: league.name }} onEdit={() => setEditingLeague(true)} />
            </Flex>
          )}
        </Stack>
        {league.about && (
          <SectionCard title={W.aboutHeading} region>
            <Text whiteSpace="pre-wrap">{league.about}</Text>
          </SectionCard>
        )}
        <SectionCard
          title={W.seasonsHeading}
          region
          actions={
            permissions.manage && (
              <Button size="sm" colorPalette="teal" onClick={() => setAddingSeason(true)}>
                {W.addSeason}
              </Button>
            )
          }
        >
          <Stack gap="3">
            {seasons.length === 0 && <Text color="fg.muted">{W.noSeasons}</Text>}
            {seasons.length > 1 && (
              <SelectField
                label={W.seasonLabel}
                value={season?.id ?? ''}
                onChange={setChosenSeason}
                width={{ base: 'full', sm: 'auto' }}
                options={seasons.map((candidate) => ({ value: candidate.id, label: `${candidate.name} · ${seasonDates(candidate)}` }))}
              />
            )}
            {season && (
              <Stack gap="2" data-testid="league-season">
                <Flex gap="2" align="center" wrap="wrap">
                  <Heading as="h3" size="md">
                    {season.name}
                  </Heading>
                  {season.openForRegistration && <Badge colorPalette="green">{W.openBadge}</Badge>}
                  {season.status !== 'published' && <Badge>{LEAGUE_SEASON_STATUS_LABELS[season.status]}</Badge>}
                  {permissions.manage && season.status === 'draft' && <PublishSeasonButton leagueId={league.id} season={season} />}
                  {permissions.manage && (
                    <LeaguePartTools
                      part={{ kind: 'season', leagueId: league.id, seasonId: season.id, name: season.name }}
                      onEdit={() => setEditingSeason(true)}
                    />
                  )}
                </Flex>
                <Text color="fg.muted">{seasonDates(season)}</Text>
                {season.blackoutDates.length > 0 && (
                  <Text fontSize="sm" color="fg.muted">{`${W.blackoutLabel}: ${season.blackoutDates.map(formatLeagueDay).join(', ')}`}</Text>
                )}
              </Stack>
            )}
          </Stack>
        </SectionCard>
        {season && (
          <Stack gap="4">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="lg">
                {W.divisionsHeading}
              </Heading>
              {permissions.manage && (
                <Button size="sm" colorPalette="teal" onClick={() => setAddingDivision(true)}>
                  {W.addDivision}
                </Button>
              )}
            </Flex>
            {season.divisions.length === 0 && <Text color="fg.muted">{W.noDivisions}</Text>}
            {season.divisions.map((division) => (
              <DivisionPanel key={division.id} league={league} season={season} division={division} permissions={permissions} signedIn={Boolean(user)} />
            ))}
          </Stack>
        )}
      </Stack>
      {addingSeason && <SeasonDialog leagueId={league.id} onClose={() => setAddingSeason(false)} onCreated={(id) => setChosenSeason(id)} />}
      {addingDivision && season && <DivisionDialog leagueId={league.id} seasonId={season.id} onClose={() => setAddingDivision(false)} />}
      {editingLeague && <CreateLeagueDialog league={league} onClose={() => setEditingLeague(false)} />}
      {editingSeason && season && <SeasonDialog key={season.id} leagueId={league.id} season={season} onClose={() => setEditingSeason(false)} />}
    </Container>
  );
}
