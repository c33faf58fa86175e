import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { LIMITS } from '../../../../shared/limits/limits.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { safeReturnPath } from '../../../../shared/auth/return-path.ts';
import { displayNameInput } from '../../../../shared/settings/profile-schemas.ts';

/**
 * An invitee's first stop after creating the account (issue 31): a display name, then on to the
 * invitation. The long profile form waits; Home asks for it until it is done.
 */
export function QuickProfileForm({ next }: { next: string | null }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [displayName, setDisplayName] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? fieldErrors(displayNameInput, { displayName })?.displayName : undefined;
  const save = trpc.users.setDisplayName.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      navigate(safeReturnPath(next) ?? '/home', { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!fieldErrors(displayNameInput, { displayName })) save.mutate({ displayName });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Your name">
      <Stack gap="4" maxW="md">
        <Heading as="h1" size="xl">
          {SETTINGS_MESSAGES.quickProfileTitle}
        </Heading>
        <Text color="fg.muted">{SETTINGS_MESSAGES.quickProfileText}</Text>
        <TextField
          label="Display name"
          required
          value={displayName}
          onChange={setDisplayName}
          onBlur={() => setTouched(true)}
          error={error}
          maxLength={LIMITS.displayName.max}
          autoComplete="nickname"
        />
        <FormAlert status="error" message={save.isError ? errorMessage(save.error, SETTINGS_MESSAGES.profileSaveFailed) : null} />
        <Button type="submit" colorPalette="teal" loading={save.isPending} alignSelf="flex-start">
          {SETTINGS_MESSAGES.quickProfileContinue}
        </Button>
      </Stack>
    </form>
  );
}
