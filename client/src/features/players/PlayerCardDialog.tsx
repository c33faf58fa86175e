import { Badge, Box, Center, Flex, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { useQrCode } from '../../lib/use-qr-code.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_TEXTS, UNNAMED_PLAYER } from '../events/event-texts.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { MyTeamEventRow, myTeamEventKey } from '../teams/MyTeamEventRow.tsx';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { formatDayRange } from '../seasons/season-dates.ts';
import { SEASON_MESSAGES } from '../../../../shared/seasons/messages.ts';
import { REGISTRATION_STATUS_LABELS } from '../../../../shared/seasons/seasons.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  player: { id: string; displayName: string | null; photoUrl: string | null; email?: string | null };
  /** The viewer's own card: it also lists their (and their children's) next team events. */
  own?: boolean;
}

/** How many team events the card lists: the next few, the rest are on Your events. */
const CARD_TEAM_EVENTS = 5;

/**
 * The player card (spec section 3; dialog 400x800): avatar, a QR code of the profile's address
 * (error correction M, 200 px), display name, e-mail (on one's own card: another player's address
 * stays private), and registrations: team, season label, start and end dates.
 */
export function PlayerCardDialog({ open, onClose, player, own = false }: Props) {
  const name = player.displayName?.trim() || UNNAMED_PLAYER;
  const qr = useQrCode(open ? `${window.location.origin}/profile/${player.id}` : null);
  const registrations = trpc.seasons.ofPlayer.useQuery({ userId: player.id }, { enabled: open });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Player card"
      testId="player-card"
      contentProps={{ w: '400px', maxH: '800px' }}
      bodyProps={{ overflowY: 'auto' }}
    >
      <Stack gap="4" align="center" textAlign="center">
        <PlayerAvatar name={name} photoUrl={player.photoUrl} size={72} />
        <Stack gap="0">
          <Text fontWeight="bold" fontSize="xl">
            {name}
          </Text>
          {player.email && <Text color="fg.muted">{player.email}</Text>}
        </Stack>
        <Center boxSize="200px">
          {qr.dataUrl ? (
            <Image src={qr.dataUrl} alt={`QR code of ${name}'s profile`} boxSize="200px" />
          ) : qr.failed ? (
            <Text color="fg.muted">The QR code could not be drawn.</Text>
          ) : (
            <Spinner />
          )}
        </Center>
        <Stack gap="2" w="full" textAlign="start" as="section" aria-label="Registrations">
          <Text fontWeight="semibold">Registrations</Text>
          {registrations.isPending ? (
            <Text color="fg.muted">Loading registrations...</Text>
          ) : registrations.isError ? (
            <PageError message={SEASON_MESSAGES.registrationsLoadFailed} onRetry={() => void registrations.refetch()} />
          ) : registrations.data.length === 0 ? (
            <Text color="fg.muted">{SEASON_MESSAGES.noRegistrations}</Text>
          ) : (
            registrations.data.map((row) => (
              <Flex key={row.id} gap="3" align="center" borderWidth="1px" borderRadius="md" p="2">
                <PlayerAvatar name={row.teamName} photoUrl={row.teamPhotoUrl} />
                <Box flex="1">
                  <Text fontWeight="medium">{row.teamName}</Text>
                  <Text fontSize="sm">{row.seasonLabel}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDayRange(row.startsOn, row.endsOn)}
                  </Text>
                </Box>
                {row.status === 'waitlisted' && <Badge colorPalette="orange">{REGISTRATION_STATUS_LABELS.waitlisted}</Badge>}
              </Flex>
            ))
          )}
        </Stack>
        {own && open && <CardTeamEvents />}
      </Stack>
    </AppDialog>
  );
}

/** The card holder's next team events, each with the answer given and one tap to change it. */
function CardTeamEvents() {
  const team = trpc.teams.myEvents.useQuery({ limit: CARD_TEAM_EVENTS + 1 });
  return (
    <Stack gap="2" w="full" textAlign="start" as="section" aria-label={TEAM_MESSAGES.cardTeamEvents}>
      <Text fontWeight="semibold">{TEAM_MESSAGES.cardTeamEvents}</Text>
      {team.isPending ? (
        <Text color="fg.muted">{TEAM_MESSAGES.cardTeamEventsLoading}</Text>
      ) : team.isError ? (
        <PageError message={errorMessage(team.error, TEAM_MESSAGES.myTeamEventsLoadFailed)} onRetry={() => void team.refetch()} />
      ) : team.data.length === 0 ? (
        <Text color="fg.muted">{TEAM_MESSAGES.noTeamEvents}</Text>
      ) : (
        <>
          <Stack as="ul" gap="3" listStyleType="none">
            {team.data.slice(0, CARD_TEAM_EVENTS).map((row) => (
              <MyTeamEventRow key={myTeamEventKey(row)} row={row} />
            ))}
          </Stack>
          {team.data.length > CARD_TEAM_EVENTS && <TextLink href="/my-events">{EVENT_TEXTS.seeAllEvents}</TextLink>}
        </>
      )}
    </Stack>
  );
}
