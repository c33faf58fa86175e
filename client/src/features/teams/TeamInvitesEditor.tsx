import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { safeParse } from 'zod/mini';
import { emailSchema } from '../../../../shared/auth/schemas.ts';
import type { AssignableTeamRole } from '../../../../shared/teams/teams.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { useMayInviteByEmail, VerifyToInviteNote } from '../auth/VerifyToInviteNote.tsx';
import { RoleSelect } from './RoleSelect.tsx';

export interface InviteRow {
  email: string;
  role: AssignableTeamRole;
}

/**
 * E-mail addresses with a role each. Someone without an account gets a sign-up link and joins once
 * they verify that address; someone with one sees the invitation on the team page and in notifications.
 */
export function TeamInvitesEditor({ invites, onChange }: { invites: InviteRow[]; onChange: (invites: InviteRow[]) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableTeamRole>('player');
  const [error, setError] = useState<string | null>(null);
  const mayInvite = useMayInviteByEmail();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = safeParse(emailSchema, email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
    if (invites.some((invite) => invite.email === parsed.data)) return setError('That address is already on the list.');
    if (invites.length >= TEAM_LIMITS.invitesPerRequest) return setError(`At most ${TEAM_LIMITS.invitesPerRequest} invitations at a time.`);
    onChange([...invites, { email: parsed.data, role }]);
    setEmail('');
    setError(null);
  };
  return (
    <Stack gap="3">
      <VerifyToInviteNote />
      <form onSubmit={add}>
        <Flex gap="2" align="flex-end" wrap="wrap">
          <Field.Root invalid={Boolean(error)} flex="1" minW="14rem">
            <Field.Label>E-mail address</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="teammate@example.com"
              maxLength={254}
              disabled={!mayInvite}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <RoleSelect value={role} onChange={setRole} label="Invite as" />
          <Button type="submit" variant="outline" disabled={!mayInvite}>
            Add
          </Button>
        </Flex>
      </form>
      {invites.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No one added yet. You can also invite people later from the team page.
        </Text>
      ) : (
        <Stack gap="1" as="ul" listStyleType="none" data-testid="wizard-invites">
          {invites.map((invite) => (
            <Flex as="li" key={invite.email} justify="space-between" align="center" gap="2">
              <Text truncate>{invite.email}</Text>
              <Flex gap="2" align="center">
                <RoleSelect
                  value={invite.role}
                  onChange={(next) => onChange(invites.map((row) => (row.email === invite.email ? { ...row, role: next } : row)))}
                  label={`Role for ${invite.email}`}
                />
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove ${invite.email}`}
                  onClick={() => onChange(invites.filter((row) => row.email !== invite.email))}
                >
                  ✕
                </IconButton>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
