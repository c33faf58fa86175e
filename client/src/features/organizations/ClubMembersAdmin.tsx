import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { labelledOptions, SelectField, SelectInput } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ASSIGNABLE_ORGANIZATION_ROLES, fromWireRole, isOwnerRole, type AssignableOrganizationRole } from '../../../../shared/access/access.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

const ROLE_OPTIONS = labelledOptions(ASSIGNABLE_ORGANIZATION_ROLES, M.roleLabels);
const roleText = (wire: string) => {
  const membership = fromWireRole(wire);
  if (!membership) return wire;
  const label = M.roleLabels[membership.role as keyof typeof M.roleLabels] ?? membership.role;
  return membership.state === 'invited' ? `${label} (invited)` : label;
};

/** The club's own roles: owners and admins invite by e-mail, change roles and remove; the owner hands the club over. */
export function ClubMembersAdmin({ organizationId, canTransfer, viewerId }: { organizationId: string; canTransfer: boolean; viewerId: string | null }) {
  const utils = trpc.useUtils();
  const roles = trpc.organizations.roles.useQuery({ organizationId }, { retry: false });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableOrganizationRole>('member');
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'transfer'; userId: string; name: string } | null>(null);
  const refresh = () =>
    Promise.all([
      utils.organizations.roles.invalidate({ organizationId }),
      utils.organizations.roster.invalidate(),
      utils.organizations.byId.invalidate(),
      utils.organizations.bySlug.invalidate(),
    ]);
  const invite = trpc.organizations.inviteMember.useMutation({
    onSuccess: async () => {
      setEmail('');
      await refresh();
      void notify({ type: 'success', title: M.invitationSent });
    },
  });
  const change = trpc.organizations.changeRole.useMutation({
    onSuccess: refresh,
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, M.sectionFailed) }),
  });
  const remove = trpc.organizations.removeMember.useMutation({ onSuccess: async () => (await refresh(), setConfirm(null)) });
  const transfer = trpc.organizations.transferOwnership.useMutation({ onSuccess: async () => (await refresh(), setConfirm(null)) });
  return (
    <Stack gap="5">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate({ organizationId, email, role });
        }}
      >
        <Stack gap="3">
          <Text fontWeight="semibold">{M.inviteHeading}</Text>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <TextField label={M.inviteEmailLabel} type="email" value={email} onChange={setEmail} required flex="2" minW="14rem" maxLength={254} />
            <SelectField label={M.inviteRoleLabel} value={role} onChange={setRole} options={ROLE_OPTIONS} flex="1" minW="9rem" />
            <Button type="submit" colorPalette="teal" loading={invite.isPending} disabled={!email.trim()}>
              {M.invite}
            </Button>
          </Flex>
          {invite.error && <FormAlert status="error" message={errorMessage(invite.error, M.sectionFailed)} />}
        </Stack>
      </form>
      <Stack gap="2">
        <Text fontWeight="semibold">{M.clubRolesHeading}</Text>
        {roles.isPending && <PageLoading label={M.loadingSection} />}
        {roles.isError && <PageError message={M.sectionFailed} onRetry={() => void roles.refetch()} />}
        {roles.data?.map((row) => {
          const owner = isOwnerRole(row.role);
          const membership = fromWireRole(row.role);
          return (
            <Flex key={row.userId} data-testid="club-role" gap="2" align="center" justify="space-between" wrap="wrap" borderBottomWidth="1px" py="2">
              <Stack gap="0" minW="0" flex="1">
                <Text truncate>{row.name}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {row.email}
                </Text>
              </Stack>
              {owner || row.userId === viewerId ? (
                <Badge>{roleText(row.role)}</Badge>
              ) : (
                <Flex gap="2" align="center" wrap="wrap">
                  {membership?.state === 'invited' && <Badge colorPalette="orange">invited</Badge>}
                  <SelectInput
                    aria-label={`${M.changeRole}: ${row.name}`}
                    size="sm"
                    width="9rem"
                    value={(membership?.role ?? 'member') as AssignableOrganizationRole}
                    onChange={(next) => change.mutate({ organizationId, userId: row.userId, role: next })}
                    options={ROLE_OPTIONS}
                    disabled={change.isPending}
                  />
                  {canTransfer && membership?.state === 'active' && (
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={M.makeOwnerNamed(row.name)}
                      onClick={() => setConfirm({ kind: 'transfer', userId: row.userId, name: row.name })}
                    >
                      {M.makeOwner}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={M.removeMemberNamed(row.name)}
                    onClick={() => setConfirm({ kind: 'remove', userId: row.userId, name: row.name })}
                  >
                    {M.removeMember}
                  </Button>
                </Flex>
              )}
            </Flex>
          );
        })}
      </Stack>
      {confirm && (
        <ConfirmDialog
          open
          onClose={() => setConfirm(null)}
          title={confirm.kind === 'remove' ? M.removeMemberTitle(confirm.name) : M.makeOwnerTitle(confirm.name)}
          confirmLabel={confirm.kind === 'remove' ? M.removeMember : M.makeOwner}
          confirmColor={confirm.kind === 'remove' ? 'red' : 'teal'}
          onConfirm={() =>
            confirm.kind === 'remove' ? remove.mutate({ organizationId, userId: confirm.userId }) : transfer.mutate({ organizationId, userId: confirm.userId })
          }
          pending={remove.isPending || transfer.isPending}
          error={remove.error ?? transfer.error}
        >
          <Text>{confirm.kind === 'remove' ? M.removeMemberBody : M.makeOwnerBody}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
