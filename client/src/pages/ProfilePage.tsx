import { PlayerAvatar } from '../components/PlayerAvatar.tsx';
import { Badge, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { MissingPage } from '../components/MissingPage.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { PlayerCardDialog } from '../features/players/PlayerCardDialog.tsx';
import { ProfileBlockAction } from '../features/players/ProfileBlockAction.tsx';
import { FollowButton } from '../features/follows/FollowButton.tsx';
import { LiveOnlineDot } from '../features/presence/OnlineDot.tsx';
import { ProfileBadges, ProfileUpcomingGames } from '../features/presence/ProfileExtras.tsx';
import { trpc } from '../lib/trpc.ts';
import { errorMessage, namesNothing } from '../lib/errors.ts';
import { isUuid } from '../../../shared/common/uuid.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { PRESENCE_MESSAGES } from '../../../shared/presence/presence.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

/** A player's profile as the viewer may see it (profile, profile/{userId}). */
export default function ProfilePage() {
  const params = useParams<{ userId?: string }>();
  const { user } = useCurrentUser();
  const userId = params.userId ?? user?.id;
  const valid = Boolean(userId && isUuid(userId));
  const profile = trpc.users.profile.useQuery({ userId: userId! }, { enabled: valid, retry: false });
  const [cardOpen, setCardOpen] = useState(false);
  // A player the viewer blocked cannot be messaged: no Message button to a refusal.
  const blocks = trpc.blocks.list.useQuery(undefined, { enabled: Boolean(user) && valid && userId !== user?.id });
  // The owner's own switches: what the notes under their own dot, badges and games say.
  const privacy = trpc.users.privacy.useQuery(undefined, { enabled: Boolean(user) && valid && userId === user?.id });
  if (userId && (!valid || (profile.isError && namesNothing(profile.error))))
    return <MissingPage message={MESSAGES.userNotFound} href="/full-search" label="Search players" />;
  if (!userId || profile.isPending) return <PageLoading />;
  if (profile.isError)
    return <PageError message={errorMessage(profile.error, SETTINGS_MESSAGES.otherProfileLoadFailed)} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Flex gap="5" align="center">
          <PlayerAvatar name={p.displayName} photoUrl={p.photoUrl} size={96} alt={`${p.displayName}'s photo`} />
          <Stack gap="1">
            <Flex align="center" gap="2">
              <Heading as="h1" size="2xl">
                {p.displayName}
              </Heading>
              {user && <LiveOnlineDot userId={p.id} />}
            </Flex>
            {p.isSelf && privacy.data && !privacy.data.publicOnlineStatus && (
              <Text fontSize="sm" color="fg.muted">
                {PRESENCE_MESSAGES.hiddenFromOthers}
              </Text>
            )}
            {p.pronoun && <Text color="fg.muted">{p.pronoun}</Text>}
            {p.city && <Text>{p.city}</Text>}
          </Stack>
        </Flex>
        {p.bio && <Text>{p.bio}</Text>}
        <Flex gap="2" wrap="wrap">
          {p.sports.map((sport) => (
            <Badge key={sport} colorPalette="teal">
              {sport}
            </Badge>
          ))}
          {p.sports.length === 0 && <Text fontSize="sm">No sports listed yet.</Text>}
        </Flex>
        <Flex gap="2" wrap="wrap">
          {p.isSelf ? (
            <Button asChild variant="outline">
              <Link href="/settings">Edit profile</Link>
            </Button>
          ) : (
            user &&
            blocks.data &&
            !blocks.data.some((row) => row.userId === p.id) && (
              <Button asChild colorPalette="teal">
                <Link href={`/messages?to=${p.id}`}>Message</Link>
              </Button>
            )
          )}
          {user && (
            <Button variant="outline" onClick={() => setCardOpen(true)}>
              Player card
            </Button>
          )}
          {user && !p.isSelf && <FollowButton hostId={p.id} size="md" />}
          {user && !p.isSelf && <ProfileBlockAction userId={p.id} name={p.displayName} />}
        </Flex>
        {p.badges && <ProfileBadges badges={p.badges} hiddenFromOthers={p.isSelf && privacy.data?.publicBadges === false} />}
        {p.upcomingGames && <ProfileUpcomingGames games={p.upcomingGames} hiddenFromOthers={p.isSelf && privacy.data?.publicUpcomingGames === false} />}
        {user && (
          <PlayerCardDialog
            open={cardOpen}
            onClose={() => setCardOpen(false)}
            own={p.isSelf}
            player={{ id: p.id, displayName: p.displayName, photoUrl: p.photoUrl, email: p.isSelf ? user.email : null }}
          />
        )}
      </Stack>
    </Container>
  );
}
