import { Button, Input, Stack, Text, Field } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { DELETE_CONFIRMATION } from '../../../../shared/settings/settings.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

/** Delete account behind the 400 px prompt: type DELETE; impossible while the user has teams. */
export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = trpc.users.accountDeletion.useQuery(undefined, { enabled: open });
  const hasTeams = (deletion.data?.activeTeams ?? 0) > 0;
  const remove = trpc.users.deleteAccount.useMutation({
    onSuccess: () => {
      queryClient.clear();
      void notify({ type: 'success', title: SETTINGS_MESSAGES.accountDeleted, duration: TIMINGS.snackbarDeleteMs });
      navigate('/');
    },
  });
  return (
    <SectionCard title="Danger zone" headingProps={{ color: 'red.700' }} borderColor="red.300">
      <Stack gap="3" align="flex-start">
        <Text fontSize="sm">Deleting your account removes your profile, settings, lists, messages and sign-in methods for good.</Text>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        testId="delete-account-dialog"
        role="alertdialog"
        contentProps={{ w: '400px' }}
        confirmLabel="Delete account"
        confirmDisabled={typed !== DELETE_CONFIRMATION || hasTeams}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ confirmation: DELETE_CONFIRMATION })}
        error={remove.isError ? SETTINGS_MESSAGES.accountDeleteError : null}
      >
        <Stack gap="3">
          {hasTeams && <Text color="fg.error">{SETTINGS_MESSAGES.deleteTeamsFirst}</Text>}
          <Field.Root disabled={hasTeams || deletion.isPending}>
            <Field.Label>Type {DELETE_CONFIRMATION} to confirm</Field.Label>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}
