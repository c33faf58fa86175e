import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { UserSearchField } from '../settings/UserSearchField.tsx';
import { UNNAMED_PLAYER } from './event-texts.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { VerifyToInviteNote } from '../auth/VerifyToInviteNote.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

const failed = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, EVENT_MESSAGES.invitationSendFailed) });

/**
 * Invite a player by e-mail or user id (they are told, and may see the event even while it is
 * private), or an address with no account yet (mailed a sign-up link); and who was invited so far.
 */
export function InvitePlayers({ eventId, isPrivate }: { eventId: string; isPrivate: boolean }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.events.invites.invalidate({ eventId });
  const invite = trpc.events.invite.useMutation({ onError: failed, onSettled: refresh });
  const byEmail = trpc.events.inviteByEmail.useMutation({ onError: failed, onSettled: refresh });
  const { user } = useCurrentUser();
  // Bumped by each invitation sent: the search starts empty again, ready for the next person.
  const [sent, setSent] = useState(0);
  const told = (name: string, already: boolean, mailed = false) => {
    setSent((count) => count + 1);
    void notify({
      type: already ? 'info' : 'success',
      title: already ? EVENT_MESSAGES.alreadyInvited(name) : mailed ? EVENT_MESSAGES.invitedByEmail(name) : `Invited ${name}`,
    });
  };
  return (
    <Stack gap="3">
      <VerifyToInviteNote />
      <Text fontSize="sm" color="fg.muted">
        {isPrivate ? 'Only invited players (and those who joined) can see this private event.' : 'Invited players are sent a link to the event.'} Someone not on
        Rally yet? Type their e-mail to send them an invitation.
      </Text>
      <UserSearchField
        key={sent}
        label="Invite a player"
        actionLabel="Invite"
        busy={invite.isPending}
        emailInvite={{
          label: EVENT_MESSAGES.inviteByEmail,
          ownEmail: user?.email,
          ownEmailText: EVENT_MESSAGES.inviteYourself,
          noAccountText: EVENT_MESSAGES.noAccountYet,
          busy: byEmail.isPending,
          onInvite: (email) => byEmail.mutate({ eventId, email }, { onSuccess: (result) => told(email, result.alreadyInvited, result.sentTo === 'email') }),
        }}
        onPick={(picked) =>
          invite.mutate({ eventId, userIds: [picked.id] }, { onSuccess: (result) => told(picked.displayName ?? UNNAMED_PLAYER, result.invited === 0) })
        }
      />
      <InvitedList eventId={eventId} />
    </Stack>
  );
}

/** Who has been invited: players by name (and whether they joined), and addresses still waiting for an account. */
function InvitedList({ eventId }: { eventId: string }) {
  const invites = trpc.events.invites.useQuery({ eventId });
  if (invites.isPending) return <Text fontSize="sm">Loading who is invited...</Text>;
  if (invites.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        {errorMessage(invites.error, EVENT_MESSAGES.invitedLoadFailed)}
      </Text>
    );
  const { players, addresses } = invites.data;
  if (players.length + addresses.length === 0) return null;
  return (
    <Stack gap="2" data-testid="invited-list">
      <Heading as="h3" size="sm">
        Invited ({players.length + addresses.length})
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {players.map((player) => (
          <Flex as="li" key={player.userId} gap="2" align="center" wrap="wrap">
            <TextLink href={`/profile/${player.userId}`}>{player.displayName ?? UNNAMED_PLAYER}</TextLink>
            <Badge colorPalette={player.joined ? 'green' : 'gray'}>{player.joined ? 'Joined' : 'Invited'}</Badge>
          </Flex>
        ))}
        {addresses.map((entry) => (
          <Flex as="li" key={entry.email} gap="2" align="center" wrap="wrap">
            <Text>{entry.email}</Text>
            <Badge colorPalette="purple">Invitation e-mailed</Badge>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
