import { Stack, Text } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { UserSearchField } from '../settings/UserSearchField.tsx';
import { UNNAMED_PLAYER } from './event-texts.ts';
import { EVENT_MESSAGES } from '../../../../shared/messages.ts';

/** Invite a player by e-mail or user id: they are told, and may see the event even while it is private. */
export function InvitePlayers({ eventId, isPrivate }: { eventId: string; isPrivate: boolean }) {
  const invite = trpc.events.invite.useMutation({
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, 'Could not send the invitation. Please try again.') }),
  });
  const byEmail = trpc.events.inviteByEmail.useMutation({
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, 'Could not send the invitation. Please try again.') }),
  });
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {isPrivate ? 'Only invited players (and those who joined) can see this private event.' : 'Invited players are sent a link to the event.'} Someone not on Rally yet? Type their e-mail to send them an invitation.
      </Text>
      <UserSearchField
        label="Invite a player"
        actionLabel="Invite"
        busy={invite.isPending}
        emailInvite={{
          label: EVENT_MESSAGES.inviteByEmail,
          busy: byEmail.isPending,
          onInvite: (email) =>
            byEmail.mutate(
              { eventId, email },
              { onSuccess: (result) => void notify({ type: 'success', title: result.sentTo === 'email' ? EVENT_MESSAGES.invitedByEmail(email) : `Invited ${email}` }) },
            ),
        }}
        onPick={(user) =>
          invite.mutate(
            { eventId, userIds: [user.id] },
            { onSuccess: () => void notify({ type: 'success', title: `Invited ${user.displayName ?? UNNAMED_PLAYER}` }) },
          )
        }
      />
    </Stack>
  );
}
