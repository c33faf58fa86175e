import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { formatEventWhen } from '../events/event-format.ts';
import { eventPaths } from '../events/event-paths.ts';
import { BADGES, PROFILE_MESSAGES, type BadgeKey } from '../../../../shared/users/badges.ts';

/** Shown to the owner only, under a section the others cannot see. */
function HiddenNote({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {text}
    </Text>
  );
}

/** The badges on a profile; absent from the answer (and so not drawn) when the owner hides them from this viewer. */
export function ProfileBadges({ badges, hiddenFromOthers }: { badges: readonly BadgeKey[]; hiddenFromOthers: boolean }) {
  const earned = BADGES.filter((badge) => badges.includes(badge.key));
  return (
    <SectionCard title={PROFILE_MESSAGES.badgesTitle} region>
      <Stack gap="2">
        {earned.length === 0 ? (
          <Text fontSize="sm">{PROFILE_MESSAGES.noBadges}</Text>
        ) : (
          <Flex gap="2" wrap="wrap">
            {earned.map((badge) => (
              <Badge key={badge.key} colorPalette="purple" size="lg" title={badge.description}>
                {badge.label}
              </Badge>
            ))}
          </Flex>
        )}
        {hiddenFromOthers && <HiddenNote text={PROFILE_MESSAGES.badgesHidden} />}
      </Stack>
    </SectionCard>
  );
}

interface UpcomingGame {
  id: string;
  title: string;
  startsAt: Date;
  timezone: string;
  locationName: string;
}

export function ProfileUpcomingGames({ games, hiddenFromOthers }: { games: readonly UpcomingGame[]; hiddenFromOthers: boolean }) {
  return (
    <SectionCard title={PROFILE_MESSAGES.upcomingTitle} region>
      <Stack gap="2">
        {games.length === 0 && <Text fontSize="sm">{PROFILE_MESSAGES.noUpcoming}</Text>}
        {games.map((game) => (
          <Stack key={game.id} gap="0">
            <TextLink href={eventPaths.view(game.id)}>{game.title}</TextLink>
            <Text fontSize="sm" color="fg.muted">
              {formatEventWhen(game.startsAt, game.timezone)} · {game.locationName}
            </Text>
          </Stack>
        ))}
        {hiddenFromOthers && <HiddenNote text={PROFILE_MESSAGES.upcomingHidden} />}
      </Stack>
    </SectionCard>
  );
}
