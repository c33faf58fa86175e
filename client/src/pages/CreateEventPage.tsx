import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { notify } from '../components/ToasterHost.tsx';
import { errorMessage } from '../lib/errors.ts';
import { fieldErrorsOf, trpc } from '../lib/trpc.ts';
import { newDraft } from '../features/events/event-draft.ts';
import { eventPaths } from '../features/events/event-paths.ts';
import { EVENT_TEXTS } from '../features/events/event-texts.ts';
import { EventForm } from '../features/events/EventForm.tsx';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { preloadPageOf } from '../lib/route-intent.ts';

/** create: a new event, one-off or recurring; the organiser lands on its page once saved. */
export default function CreateEventPage() {
  const [, navigate] = useLocation();
  // From a team's schedule: create?team=<id> starts the event hosted by that team.
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const draft = newDraft();
    const team = params.get('team');
    return team && /^[0-9a-f-]{36}$/i.test(team) ? { ...draft, event: { ...draft.event, hostingTeamId: team } } : draft;
  });
  const utils = trpc.useUtils();
  // Saving leads to the new event's page: its code comes while the form is filled in.
  useEffect(() => preloadPageOf(eventPaths.view('new')), []);
  const create = trpc.events.create.useMutation({
    onSuccess: (created) => {
      // The answer holds the page's detail (issue 36): the event page shows at once, not "Loading".
      utils.events.get.setData({ eventId: created.id }, created.detail);
      void utils.events.mine.invalidate();
      void notify({ type: 'success', title: EVENT_MESSAGES.created });
      navigate(eventPaths.view(created.id));
    },
  });
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Create an event
          </Heading>
          <Text color="fg.muted">A pickup game, a training session or a league night: one-off or repeating.</Text>
        </Stack>
        <EventForm
          initial={initial}
          submitLabel="Create event"
          pending={create.isPending}
          serverError={create.isError ? errorMessage(create.error, EVENT_TEXTS.saveFailed) : null}
          serverFieldErrors={create.isError ? fieldErrorsOf(create.error) : null}
          onSubmit={(input) => create.mutate(input)}
        />
      </Stack>
    </Container>
  );
}
