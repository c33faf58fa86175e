import { Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { PageError } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { linkErrorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { RSVP_ANSWERS, RSVP_LABELS, type RsvpAnswer } from '../../../shared/teams/teams.ts';

/**
 * rsvp/{token}?answer=...: a one-tap answer from a team event's e-mail, without signing in. The
 * answer is sent by this page's script, not by the link itself, so a mail scanner that fetches the
 * link answers nothing. The other answers stay one tap away.
 */
export default function RsvpLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [params] = useSearchParams();
  const first = params.get('answer');
  const answer = trpc.teams.rsvpByLink.useMutation();
  // Read before the checks below narrow `answer` to its settled state: a change is pending after it.
  const changing = answer.isPending ? answer.variables?.answer : null;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if ((RSVP_ANSWERS as readonly string[]).includes(first ?? '')) answer.mutate({ token, answer: first as RsvpAnswer });
  }, [answer, first, token]);

  if (!(RSVP_ANSWERS as readonly string[]).includes(first ?? '') && !answer.data)
    return <PageError message="This link has no answer in it. Open the team page to answer." />;
  if (answer.isError) {
    return (
      <Container maxW="xl" py="8">
        <PageError message={linkErrorMessage(answer.error, 'This answer link is no longer valid.')} />
      </Container>
    );
  }
  if (!answer.data) return <SavingAnswer answer={(answer.variables?.answer ?? first) as RsvpAnswer} />;
  const result = answer.data;
  return (
    <Container maxW="xl" py="8">
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              {RSVP_LABELS[result.answer as RsvpAnswer]}: {result.eventTitle}
            </Heading>
            <Text data-testid="rsvp-saved">
              {result.forName ? `Your answer for ${result.forName} (${result.teamName})` : `Your answer for ${result.teamName}`} is saved:{' '}
              {RSVP_LABELS[result.answer as RsvpAnswer]}.
            </Text>
            <Flex gap="2" wrap="wrap">
              {RSVP_ANSWERS.filter((other) => other !== result.answer).map((other) => (
                <Button key={other} variant="outline" loading={changing === other} onClick={() => answer.mutate({ token, answer: other })}>
                  Change to {RSVP_LABELS[other]}
                </Button>
              ))}
            </Flex>
            <TextLink href={`/team/${result.teamId}`}>Open the team</TextLink>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/**
 * While the answer is on its way: the card it will fill, with the answer already named (issue 36:
 * not a blank "Loading..." before the result), so the page holds its place and says what it does.
 */
function SavingAnswer({ answer }: { answer: RsvpAnswer }) {
  return (
    <Container maxW="xl" py="8">
      <Card.Root>
        <Card.Body>
          <Stack gap="4" role="status" aria-live="polite" aria-busy="true">
            <Heading as="h1" size="xl">
              {RSVP_LABELS[answer]}
            </Heading>
            <Text color="fg.muted">Saving your answer...</Text>
            <Flex gap="2" wrap="wrap">
              {RSVP_ANSWERS.filter((other) => other !== answer).map((other) => (
                <Button key={other} variant="outline" disabled>
                  Change to {RSVP_LABELS[other]}
                </Button>
              ))}
            </Flex>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
