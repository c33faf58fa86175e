import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { FORM_ACCESS_LABELS } from '../../../../shared/forms/schemas.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';

/** The team page's registration forms: the open ones its viewer may fill, and for organisers a way to build one. */
export function TeamForms({ teamId }: { teamId: string }) {
  const forms = trpc.forms.ofTeam.useQuery({ teamId });
  if (forms.isPending) return <Text color="fg.muted">Loading forms...</Text>;
  if (forms.isError) return <Text color="fg.error">{FORM_MESSAGES.teamFormsLoadFailed}</Text>;
  const { manages } = forms.data;
  if (forms.data.forms.length === 0 && !manages) return null;
  return (
    <Stack gap="2" data-testid="team-forms">
      {forms.data.forms.length === 0 && <Text color="fg.muted">No registration forms open.</Text>}
      {forms.data.forms.map((form) => (
        <Flex key={form.id} justify="space-between" align="center" gap="2" wrap="wrap">
          <TextLink href={`/form/${form.id}`}>{form.title}</TextLink>
          {manages && (
            <Text fontSize="sm" color="fg.muted">
              {FORM_ACCESS_LABELS[form.access]} · <TextLink href={`/form/${form.id}/submissions`}>Submissions</TextLink>
            </Text>
          )}
        </Flex>
      ))}
      {manages && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <Link href={`/form?team=${teamId}`}>Build a registration form</Link>
        </Button>
      )}
    </Stack>
  );
}
