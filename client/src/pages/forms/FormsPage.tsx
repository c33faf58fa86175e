import { Badge, Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FORM_LIMITS } from '../../../../shared/limits/limits.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { FORM_ACCESS_LABELS } from '../../../../shared/forms/schemas.ts';
import { can } from '../../../../shared/teams/teams.ts';
import { SelectField } from '../../components/SelectField.tsx';

/** form (and form/build): the forms you build, and a new one, for yourself or for a team you run. */
export default function FormsPage() {
  const forms = trpc.forms.mine.useQuery();
  const teams = trpc.teams.mine.useQuery();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [title, setTitle] = useState('');
  // From a team page's "Build a registration form": the new form is that team's.
  const [teamId, setTeamId] = useState(() => new URLSearchParams(search).get('team') ?? '');
  const create = trpc.forms.create.useMutation({ onSuccess: (form) => navigate(`/form/build/${form.id}`) });
  const myTeams = (teams.data ?? []).filter((team) => can(team.role, 'manageForms'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const team = myTeams.some((candidate) => candidate.id === teamId) ? teamId : null;
    if (title.trim().length >= 2) create.mutate({ title, teamId: team });
  };
  if (forms.isPending) return <PageLoading />;
  if (forms.isError) return <PageError message={FORM_MESSAGES.formsLoadFailed} onRetry={() => void forms.refetch()} />;
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Forms
        </Heading>
        <Card.Root>
          <Card.Body>
            <form onSubmit={submit} aria-label="Build a new form">
              <Flex gap="3" align="flex-end" wrap="wrap">
                <TextField
                  label="New form’s title"
                  placeholder="Fall registration"
                  value={title}
                  maxLength={FORM_LIMITS.titleMax}
                  onChange={setTitle}
                  flex="1"
                  minW="14rem"
                />
                {myTeams.length > 0 && (
                  <SelectField
                    label="For"
                    width="auto"
                    value={teamId}
                    onChange={setTeamId}
                    placeholder="Just me"
                    options={myTeams.map((team) => ({ value: team.id, label: team.name }))}
                  />
                )}
                <Button type="submit" colorPalette="teal" disabled={title.trim().length < 2} loading={create.isPending}>
                  Build a form
                </Button>
              </Flex>
              {create.isError && (
                <Text color="fg.error" mt="2">
                  {errorMessage(create.error, FORM_MESSAGES.formCreateFailed)}
                </Text>
              )}
            </form>
          </Card.Body>
        </Card.Root>
        {forms.data.length === 0 ? (
          <Text color="fg.muted">{FORM_MESSAGES.noForms}</Text>
        ) : (
          <Stack gap="3" as="ul" aria-label="Your forms">
            {forms.data.map((form) => (
              <Card.Root as="li" key={form.id} size="sm">
                <Card.Body>
                  <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                    <Stack gap="0">
                      <TextLink href={`/form/build/${form.id}`}>{form.title}</TextLink>
                      <Text fontSize="sm" color="fg.muted">
                        {[form.teamName, FORM_ACCESS_LABELS[form.access], `${form.submissions} submission${form.submissions === 1 ? '' : 's'}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Stack>
                    <Flex gap="2" align="center">
                      <Badge colorPalette={form.status === 'published' ? 'green' : 'gray'}>
                        {form.status === 'published' ? `Version ${form.publishedVersion}` : form.status === 'closed' ? 'Closed' : 'Draft'}
                      </Badge>
                      {form.publishedVersion && (
                        <Button asChild size="xs" variant="outline">
                          <Link href={`/form/${form.id}/submissions`}>Submissions</Link>
                        </Button>
                      )}
                    </Flex>
                  </Flex>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
