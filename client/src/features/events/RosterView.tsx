import { Button, Flex, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_TEXTS, UNNAMED_PLAYER } from './event-texts.ts';
import { MessageJoinersDialog } from './MessageJoinersDialog.tsx';
import { RosterRow } from './RosterRow.tsx';
import { RemoveJoinerDialog } from './RemoveJoinerDialog.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { FadingTableScroll } from '../../components/FadingTableScroll.tsx';

/** The organiser's roster: every joiner with approve/decline, check-in, removal, and a message to all. */
export function RosterView({ eventId }: { eventId: string }) {
  const utils = trpc.useUtils();
  const roster = trpc.events.roster.useQuery({ eventId });
  const [messaging, setMessaging] = useState(false);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const refresh = () => Promise.all([utils.events.roster.invalidate({ eventId }), utils.events.get.invalidate({ eventId })]);
  const onError = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, EVENT_MESSAGES.rosterUpdateFailed) });
  const approve = trpc.events.approve.useMutation({ onSuccess: refresh, onError });
  const decline = trpc.events.decline.useMutation({ onSuccess: refresh, onError });
  const checkIn = trpc.events.checkIn.useMutation({ onSuccess: refresh, onError });
  // Only the row being changed shows as busy; the others stay usable.
  const busyUser = [approve, decline, checkIn].find((mutation) => mutation.isPending)?.variables?.userId ?? null;

  if (roster.isPending) return <Text>Loading the roster...</Text>;
  if (roster.isError) return <PageError message={errorMessage(roster.error, EVENT_TEXTS.rosterFailed)} onRetry={() => void roster.refetch()} />;
  const entries = roster.data;
  const active = entries.filter((entry) => entry.status !== 'declined');
  // Columns nobody fills are left out: on a phone they pushed Remove off the screen.
  const columns = { guests: entries.some((entry) => entry.guests > 0), group: entries.some((entry) => entry.slotGroupName !== null) };
  // The scroll area is positioned so that the switches' hidden inputs scroll with the table
  // instead of widening the page on a phone.
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Text>
          {active.filter((entry) => entry.status === 'going').length} going · {active.filter((entry) => entry.status === 'waitlisted').length} waitlisted ·{' '}
          {active.filter((entry) => entry.status === 'pending').length} awaiting approval
        </Text>
        <Button size="sm" variant="outline" disabled={active.length === 0} onClick={() => setMessaging(true)}>
          Message all joiners
        </Button>
      </Flex>
      {entries.length === 0 ? (
        <Text color="fg.muted">Nobody has joined yet.</Text>
      ) : (
        <FadingTableScroll position="relative">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Player</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                {columns.guests && <Table.ColumnHeader>Guests</Table.ColumnHeader>}
                {columns.group && <Table.ColumnHeader>Group</Table.ColumnHeader>}
                <Table.ColumnHeader whiteSpace="nowrap">Checked in</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <RosterRow
                  key={entry.userId}
                  entry={entry}
                  columns={columns}
                  busy={busyUser === entry.userId}
                  onApprove={() => approve.mutate({ eventId, userId: entry.userId })}
                  onDecline={() => decline.mutate({ eventId, userId: entry.userId })}
                  onCheckIn={(checkedIn) => checkIn.mutate({ eventId, userId: entry.userId, checkedIn })}
                  onRemove={() => setRemoving({ userId: entry.userId, name: entry.displayName ?? UNNAMED_PLAYER })}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </FadingTableScroll>
      )}
      <MessageJoinersDialog eventId={eventId} open={messaging} onClose={() => setMessaging(false)} />
      <RemoveJoinerDialog
        key={removing?.userId ?? 'none'}
        eventId={eventId}
        player={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          void notify({ type: 'success', title: EVENT_MESSAGES.removed });
          void refresh();
        }}
      />
    </Stack>
  );
}
