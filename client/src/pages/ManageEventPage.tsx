import { Button, Container, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { CancelEventDialog } from '../features/events/CancelEventDialog.tsx';
import { EditEventPanel } from '../features/events/EditEventPanel.tsx';
import { formatEventWhen } from '../features/events/event-format.ts';
import { eventPaths } from '../features/events/event-paths.ts';
import { EVENT_TEXTS } from '../features/events/event-texts.ts';
import { InvitePlayers } from '../features/events/InvitePlayers.tsx';
import { RosterView } from '../features/events/RosterView.tsx';
import { errorMessage, namesNothing } from '../lib/errors.ts';
import { EventMissing } from '../features/events/EventMissing.tsx';
import { isUuid } from '../../../shared/common/uuid.ts';
import { trpc } from '../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';

/** event/{id}/manage: the organiser's roster, the edit form and cancelling. */
export default function ManageEventPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const valid = isUuid(id);
  const event = trpc.events.get.useQuery({ eventId: id }, { enabled: valid, retry: false });
  const [cancelling, setCancelling] = useState(false);
  if (!valid || (event.isError && namesNothing(event.error))) return <EventMissing />;
  if (event.isPending) return <PageLoading />;
  if (event.isError) return <PageError message={errorMessage(event.error, EVENT_TEXTS.loadFailed)} onRetry={() => void event.refetch()} />;
  const data = event.data;
  if (!data.viewer?.canManage) {
    return (
      <PageError
        message={EVENT_MESSAGES.creatorOnly}
        action={
          <Button asChild size="sm" variant="outline">
            <Link href={eventPaths.view(data.id)}>Back to the event</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Flex gap="4" align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Manage: {data.title}
            </Heading>
            <Text color="fg.muted">{formatEventWhen(data.startsAt, data.timezone)}</Text>
            {data.cancelled && <Text color="fg.error">{EVENT_MESSAGES.cancelled}</Text>}
          </Stack>
          <Flex gap="2">
            <Button asChild variant="outline">
              <Link href={eventPaths.view(data.id)}>View event page</Link>
            </Button>
            {!data.cancelled && (
              <Button colorPalette="red" variant="outline" onClick={() => setCancelling(true)}>
                Cancel event
              </Button>
            )}
          </Flex>
        </Flex>
        <Tabs.Root defaultValue="roster" variant="line" colorPalette="teal" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="roster">Roster</Tabs.Trigger>
            <Tabs.Trigger value="edit" disabled={data.cancelled}>
              Edit details
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="roster">
            <Stack gap="6">
              <RosterView eventId={data.id} />
              {!data.cancelled && <InvitePlayers eventId={data.id} isPrivate={data.isPrivate} />}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="edit">
            <EditEventPanel eventId={data.id} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <CancelEventDialog
        eventId={data.id}
        recurring={Boolean(data.series)}
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          setCancelling(false);
          void utils.events.invalidate();
          void notify({ type: 'success', title: EVENT_MESSAGES.eventCancelled });
          navigate(eventPaths.view(data.id));
        }}
      />
    </Container>
  );
}
