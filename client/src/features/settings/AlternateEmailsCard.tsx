import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { useState, type FormEvent } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { alternateEmailSchema } from '../../../../shared/settings/alternate-email-schemas.ts';
import { safeParse } from 'zod/mini';
import { SectionCard } from '../../components/SectionCard.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

/** Alternate e-mails: each is verified by a link before it signs in or finds the user. */
export function AlternateEmailsCard({ primaryEmail }: { primaryEmail: string }) {
  const utils = trpc.useUtils();
  const list = trpc.users.alternateEmails.useQuery();
  const [email, setEmail] = useState('');
  const onDone = {
    onSuccess: () => {
      void utils.users.alternateEmails.invalidate();
      void notify({ type: 'success', title: SETTINGS_MESSAGES.alternateEmailsUpdated });
    },
    onError: (error: unknown) =>
      void notify({ type: 'error', title: SETTINGS_MESSAGES.alternateEmailsFailed, description: errorMessage(error, 'Please try again.') }),
  };
  const add = trpc.users.addAlternateEmail.useMutation({ ...onDone, onSuccess: () => (setEmail(''), onDone.onSuccess()) });
  const remove = trpc.users.removeAlternateEmail.useMutation(onDone);

  const parsed = safeParse(alternateEmailSchema, email);
  const normalised = parsed.success ? parsed.data : null;
  const duplicate = normalised !== null && (normalised === primaryEmail || list.data?.some((row) => row.email === normalised));
  const fieldError =
    email.trim() === '' ? undefined : !parsed.success ? SETTINGS_MESSAGES.invalidEmail : duplicate ? SETTINGS_MESSAGES.emailAlreadyAdded : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (normalised && !duplicate) add.mutate({ email: normalised });
  };

  return (
    <SectionCard title="Alternate e-mails">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Other addresses you use. Each gets a link to confirm it; once confirmed you can sign in with it and people can find you by it.
        </Text>
        {list.isPending && <Text>Loading...</Text>}
        {list.isError && <PageError message={SETTINGS_MESSAGES.alternateEmailsLoadFailed} onRetry={() => void list.refetch()} />}
        {list.data?.length === 0 && <Text fontSize="sm">No alternate e-mails yet.</Text>}
        {list.data?.map((row) => (
          <Flex key={row.id} justify="space-between" align="center" gap="3" data-testid="alternate-email">
            <Flex gap="2" align="center">
              <Text>{row.email}</Text>
              <Badge colorPalette={row.verified ? 'green' : 'orange'}>{row.verified ? 'Verified' : 'Check your inbox'}</Badge>
            </Flex>
            <Button
              size="xs"
              variant="outline"
              aria-label={APP_MESSAGES.rowAction('Remove', row.email)}
              onClick={() => remove.mutate({ id: row.id })}
              loading={remove.isPending && remove.variables?.id === row.id}
            >
              Remove
            </Button>
          </Flex>
        ))}
        <form onSubmit={submit} noValidate>
          <Flex gap="3" align="flex-end">
            <TextField label="Add an e-mail" type="email" value={email} onChange={setEmail} error={fieldError} />
            <Button
              type="submit"
              disabled={!normalised || duplicate || add.isPending}
              loading={add.isPending}
              aria-describedby={email.trim() ? undefined : 'alternate-email-why'}
            >
              Add
            </Button>
          </Flex>
          <DisabledReason id="alternate-email-why" reason={email.trim() ? null : 'Type an address to add it.'} />
        </form>
      </Stack>
    </SectionCard>
  );
}
