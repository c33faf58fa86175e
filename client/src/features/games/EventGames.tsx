import { HydratingSection } from '../../components/HydratingSection.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { FormAlert } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_MESSAGES } from '../../../../shared/games/games.ts';

// Most events have no games: the card (bracket and standings included) is its own chunk, and the
// organiser's tools (scoring, adding games, brackets) another, fetched only for those who manage the games.
const GamesCard = lazyPage(() => import('./GamesCard.tsx').then((module) => ({ default: module.GamesCard })), 'src/features/games/GamesCard.tsx').Page;
const ManagedEventGames = lazyPage(
  () => import('./ManagedEventGames.tsx').then((module) => ({ default: module.ManagedEventGames })),
  'src/features/games/ManagedEventGames.tsx',
).Page;

/**
 * The event's games and playoff bracket, live: every score saved anywhere reaches this page over
 * server-sent events. Its organiser and the team's admins score games, add them, and generate or
 * reset the bracket. Hidden on an event with no games for those who cannot add any.
 */
export function EventGames({
  eventId,
  timezone,
  hostingTeamId,
  hostingTeamName,
}: {
  eventId: string;
  timezone: string;
  hostingTeamId: string | null;
  hostingTeamName: string | null;
}) {
  const utils = trpc.useUtils();
  const games = trpc.games.byEvent.useQuery({ eventId }, { retry: false });
  const bracket = trpc.games.bracket.useQuery({ eventId }, { retry: false });
  trpc.games.onEventGames.useSubscription(
    { eventId },
    {
      onData: (data) => {
        utils.games.byEvent.setData({ eventId }, data);
        void utils.games.bracket.invalidate({ eventId });
      },
    },
  );

  if (games.isPending) return null;
  if (games.isError)
    return (
      <SectionCard title="Games" region>
        <FormAlert status="error" message={errorMessage(games.error, GAME_MESSAGES.loadGamesFailed)} />
      </SectionCard>
    );
  const list = games.data.games;
  const bracketData = bracket.data ?? null;
  // Its own boundary: the card's chunk loading never suspends the page around it.
  const card = (
    <HydratingSection>
      <GamesCard eventId={eventId} timezone={timezone} games={list} bracket={bracketData} />
    </HydratingSection>
  );
  if (!games.data.manages) return list.length === 0 && !bracketData ? null : card;
  return (
    // Until the tools arrive, their games read as everyone reads them.
    <HydratingSection fallback={card}>
      <ManagedEventGames
        eventId={eventId}
        timezone={timezone}
        hostingTeamId={hostingTeamId}
        hostingTeamName={hostingTeamName}
        games={games.data}
        bracket={bracketData}
      />
    </HydratingSection>
  );
}
