import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { Group } from './message-types.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

/** The members sheet: who is in the group (the first few, and how many), mute, and leave (asked first). */
export function GroupMembers({ group, onClose, onLeft }: { group: Group; onClose: () => void; onLeft: () => void }) {
  const utils = trpc.useUtils();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const mute = trpc.messages.setMuted.useMutation({ onSuccess: () => void utils.messages.groups.invalidate() });
  const leave = trpc.messages.leave.useMutation({
    onSuccess: () => {
      void utils.messages.groups.invalidate();
      setConfirmLeave(false);
      onClose();
      onLeft();
    },
  });
  return (
    <AppDialog open onClose={onClose} title={M.groupMembers(group.memberCount)} testId="group-members">
      <Stack gap="4">
        <Stack as="ul" gap="2" listStyleType="none">
          {group.members.map((member) => (
            <Flex as="li" key={member.id} gap="3" align="center">
              <PlayerAvatar name={member.displayName} photoUrl={member.photoUrl} size={32} />
              <Text>{member.displayName}</Text>
            </Flex>
          ))}
          {group.memberCount > group.members.length && <Text color="fg.muted">+{group.memberCount - group.members.length}</Text>}
        </Stack>
        <SwitchField label={M.muteGroup} checked={group.muted} onChange={(muted) => mute.mutate({ conversationId: group.id, muted })} />
        <FormAlert status="error" message={mute.isError ? errorMessage(mute.error, M.changeFailed) : null} />
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setConfirmLeave(true)}>
          {M.leaveGroup}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmLeave}
        onClose={() => setConfirmLeave(false)}
        title={M.leaveGroup}
        confirmLabel={M.leaveGroup}
        onConfirm={() => leave.mutate({ conversationId: group.id })}
        pending={leave.isPending}
        error={leave.error}
      >
        <Text>{M.leaveConfirm(group.title)}</Text>
      </ConfirmDialog>
    </AppDialog>
  );
}
