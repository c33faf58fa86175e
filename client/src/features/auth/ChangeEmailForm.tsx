import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fieldErrors } from '../../lib/form-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { requestEmailChangeInput } from '../../../../shared/auth/schemas.ts';
import type { CurrentUser } from '../../../../shared/users/schemas.ts';

/** Asks for a new address; the change happens when the link sent there is followed (verify-new-email). */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const request = trpc.auth.requestEmailChange.useMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { newEmail, ...(user.hasPassword ? { password } : {}) };
    const invalid = fieldErrors(requestEmailChangeInput, values);
    setErrors(invalid ?? {});
    if (!invalid) request.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3">
        <FormAlert status="success" message={request.isSuccess ? APP_MESSAGES.emailChangeRequested : null} />
        <FormAlert status="error" message={request.error?.message ?? null} />
        <TextField label="New e-mail" type="email" value={newEmail} onChange={setNewEmail} error={errors.newEmail} />
        {user.hasPassword && (
          <TextField label="Current password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
        )}
        <Button type="submit" variant="outline" loading={request.isPending} alignSelf="flex-start">
          Change e-mail
        </Button>
      </Stack>
    </form>
  );
}
