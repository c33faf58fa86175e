import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'wouter';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage, linkErrorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';

/** form/{formId}/team-form-add/{userId}: an organiser lets one specific player fill the form, whatever its access. */
export default function FormTeamAddPage() {
  const { formId = '', userId = '' } = useParams<{ formId: string; userId: string }>();
  const form = trpc.forms.forBuilder.useQuery({ formId }, { retry: false });
  const player = trpc.users.profile.useQuery({ userId }, { retry: false });
  const invite = trpc.forms.invite.useMutation();
  if (form.isPending || player.isPending) return <PageLoading />;
  if (form.isError || player.isError)
    return <PageError message={form.isError ? linkErrorMessage(form.error, FORM_MESSAGES.notFound) : linkErrorMessage(player.error, MESSAGES.userNotFound)} />;
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="xl">
          Add {player.data.displayName} to “{form.data.draft.title}”
        </Heading>
        {invite.isSuccess ? (
          <>
            <FormAlert status="success" message={`${player.data.displayName} can now fill the form.`} />
            <Text>Send them its link: {`${window.location.origin}/form/${formId}`}</Text>
          </>
        ) : (
          <Text color="fg.muted">They will be able to open and fill the form even where it is for members or invited people only.</Text>
        )}
        <FormAlert status="error" message={invite.isError ? errorMessage(invite.error, FORM_MESSAGES.teamAddFailed) : null} />
        {!invite.isSuccess && (
          <Button colorPalette="teal" loading={invite.isPending} onClick={() => invite.mutate({ formId, userId })}>
            Let them fill the form
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link href={`/form/build/${formId}`}>Back to the form</Link>
        </Button>
      </Stack>
    </Center>
  );
}
