import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { can, invitedRole, isPendingRole, TEAM_ROLE_LABELS, type AssignableTeamRole, type TeamRole } from '../../../../shared/teams/teams.ts';
import { isOwnerRole } from '../../../../shared/access/access.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { useTeamRefresh } from './use-team-mutations.ts';
import { OnlineDot, useOnlineUsers } from '../presence/OnlineDot.tsx';

interface Entry {
  userId: string | null;
  name: string;
  email: string | null;
  role: string;
  familyMemberId: string | null;
  guardianId: string | null;
  guardianName: string | null;
}

const roleLabel = (role: string) => (isPendingRole(role) ? `Invited as ${TEAM_ROLE_LABELS[invitedRole(role)]}` : (TEAM_ROLE_LABELS[role as TeamRole] ?? role));

/** The roster: each entry {player, email, role}; admins change roles, remove members and withdraw invitations here. */
export function TeamRoster({
  teamId,
  viewerRole,
  viewerId,
  memberCount,
}: {
  teamId: string;
  viewerRole: string | null;
  viewerId: string | null;
  memberCount: number;
}) {
  const roster = trpc.teams.roster.useQuery({ teamId });
  const refresh = useTeamRefresh(teamId);
  const changeRole = trpc.teams.changeRole.useMutation(refresh);
  const remove = trpc.teams.removeMember.useMutation(refresh);
  const withdraw = trpc.teams.cancelInvite.useMutation(refresh);
  // The dialog says what went wrong.
  const transfer = trpc.teams.transferOwnership.useMutation({ onSuccess: refresh.onSuccess });
  const removeChild = trpc.teams.removeDependent.useMutation(refresh);
  const [confirmTransfer, setConfirmTransfer] = useState<Entry | null>(null);
  // Members only (not invitees, not children without an account); the first PRESENCE_MAX_USERS of a long roster.
  const online = useOnlineUsers(viewerId ? (roster.data ?? []).flatMap((entry) => (entry.userId && !isPendingRole(entry.role) ? [entry.userId] : [])) : []);

  if (roster.isPending) return <Text color="fg.muted">Loading the roster...</Text>;
  if (roster.isError) return <PageError message={TEAM_MESSAGES.rosterLoadFailed} onRetry={() => void roster.refetch()} />;
  const manages = can(viewerRole, 'changeRoles');
  const listedActive = roster.data.filter((entry) => !isPendingRole(entry.role)).length;
  const hiddenChildren = Math.max(0, memberCount - listedActive);
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="team-roster">
      {roster.data.length === 0 && <Text>No one on the roster yet.</Text>}
      {roster.data.map((entry) => {
        const pending = isPendingRole(entry.role);
        const editable = manages && entry.userId && !pending && !isOwnerRole(entry.role) && entry.userId !== viewerId;
        return (
          <Flex
            as="li"
            key={`${entry.userId ?? entry.familyMemberId ?? entry.email}`}
            justify="space-between"
            align="center"
            gap="3"
            wrap="wrap"
            py="1"
            borderBottomWidth="1px"
            data-testid="roster-entry"
          >
            <Stack gap="0" minW="0">
              {entry.userId ? (
                <Flex align="center" gap="2">
                  <TextLink href={`/profile/${entry.userId}`}>{entry.name}</TextLink>
                  <OnlineDot online={online.has(entry.userId)} />
                </Flex>
              ) : (
                <Text>{entry.name}</Text>
              )}
              {entry.guardianName && (
                <Text fontSize="sm" color="fg.muted">
                  {TEAM_MESSAGES.answeredByGuardian(entry.guardianId === viewerId ? 'you' : entry.guardianName)}
                </Text>
              )}
              {entry.email && entry.email !== entry.name && (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {entry.email}
                </Text>
              )}
            </Stack>
            <Flex gap="2" align="center" wrap="wrap">
              {editable ? (
                <RoleSelect
                  value={entry.role as AssignableTeamRole}
                  label={`Role of ${entry.name}`}
                  onChange={(role) => changeRole.mutate({ teamId, userId: entry.userId!, role })}
                />
              ) : (
                <Badge colorPalette={pending ? 'orange' : isOwnerRole(entry.role) ? 'teal' : 'gray'}>{roleLabel(entry.role)}</Badge>
              )}
              {editable && can(viewerRole, 'transferOwnership') && (
                <Button size="xs" variant="ghost" aria-label={TEAM_MESSAGES.makeOwnerOf(entry.name)} onClick={() => setConfirmTransfer(entry)}>
                  Make owner
                </Button>
              )}
              {editable && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={TEAM_MESSAGES.removeFromRoster(entry.name)}
                  loading={remove.isPending && remove.variables?.userId === entry.userId}
                  onClick={() => remove.mutate({ teamId, userId: entry.userId! })}
                >
                  Remove
                </Button>
              )}
              {entry.familyMemberId && (entry.guardianId === viewerId || can(viewerRole, 'removeMembers')) && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={TEAM_MESSAGES.removeFromRoster(entry.name)}
                  loading={removeChild.isPending && removeChild.variables?.familyMemberId === entry.familyMemberId}
                  onClick={() => removeChild.mutate({ teamId, familyMemberId: entry.familyMemberId! })}
                >
                  Remove
                </Button>
              )}
              {pending && can(viewerRole, 'inviteMembers') && entry.email && (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={TEAM_MESSAGES.withdrawInvitationTo(entry.email)}
                  onClick={() => withdraw.mutate({ teamId, email: entry.email! })}
                >
                  Withdraw
                </Button>
              )}
            </Flex>
          </Flex>
        );
      })}
      {/* Members' children are listed to the team only: a passer-by is told they are there, so the count adds up. */}
      {hiddenChildren > 0 && (
        <Text as="li" fontSize="sm" color="fg.muted" data-testid="roster-hidden-children">
          {TEAM_MESSAGES.childrenShownToTeam(hiddenChildren)}
        </Text>
      )}
      <ConfirmDialog
        open={confirmTransfer !== null}
        onClose={() => setConfirmTransfer(null)}
        title="Transfer ownership"
        role="alertdialog"
        confirmLabel="Transfer"
        confirmColor="teal"
        pending={transfer.isPending}
        onConfirm={() => confirmTransfer?.userId && transfer.mutate({ teamId, userId: confirmTransfer.userId }, { onSuccess: () => setConfirmTransfer(null) })}
        error={transfer.error}
      >
        <Heading as="h3" size="sm" mb="2">
          Make {confirmTransfer?.name} the owner?
        </Heading>
        <Text>You will become an admin. Only the owner can delete the team, change its plan or transfer it again.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
