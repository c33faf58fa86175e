import { Badge, Button, Flex, Switch, Table, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import type { RosterEntry } from './event-types.ts';
import { UNNAMED_PLAYER } from './event-texts.ts';

const STATUS_LABELS: Record<string, { label: string; palette: string }> = {
  going: { label: 'Going', palette: 'green' },
  offered: { label: 'Spot offered', palette: 'orange' },
  waitlisted: { label: 'Waitlist', palette: 'blue' },
  pending: { label: 'Awaiting approval', palette: 'yellow' },
  declined: { label: 'Declined', palette: 'gray' },
  left: { label: 'Left', palette: 'gray' },
};

/** One joiner: status, guests, group, check-in, approve/decline while their request waits, and removal. */
export function RosterRow({
  entry,
  columns,
  busy,
  onApprove,
  onDecline,
  onCheckIn,
  onRemove,
}: {
  entry: RosterEntry;
  /** Whether the roster shows the guests and group columns (left out when nobody has any). */
  columns: { guests: boolean; group: boolean };
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
  onCheckIn: (checkedIn: boolean) => void;
  onRemove: () => void;
}) {
  const status = STATUS_LABELS[entry.status] ?? { label: entry.status, palette: 'gray' };
  return (
    <Table.Row data-testid="roster-row">
      {/* A long name wraps on a phone rather than pushing the row's actions off the screen. */}
      <Table.Cell whiteSpace="normal" maxW={{ base: '8.5rem', md: 'none' }}>
        <TextLink href={`/profile/${entry.userId}`}>{entry.displayName ?? UNNAMED_PLAYER}</TextLink>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette}>
          {status.label}
          {entry.status === 'waitlisted' && entry.position ? ` #${entry.position}` : ''}
        </Badge>
      </Table.Cell>
      {columns.guests && (
        <Table.Cell>
          <Text>{entry.guests > 0 ? `+${entry.guests}` : '—'}</Text>
        </Table.Cell>
      )}
      {columns.group && <Table.Cell>{entry.slotGroupName ?? '—'}</Table.Cell>}
      <Table.Cell>
        {entry.status === 'going' && (
          <Switch.Root
            data-testid="check-in"
            checked={entry.checkedIn}
            disabled={busy}
            onCheckedChange={(event) => onCheckIn(event.checked)}
            colorPalette="teal"
            size="sm"
          >
            <Switch.HiddenInput aria-label={`${entry.displayName ?? UNNAMED_PLAYER} checked in`} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        )}
      </Table.Cell>
      <Table.Cell>
        {entry.status === 'pending' && (
          <Flex gap="2">
            <Button size="xs" colorPalette="teal" loading={busy} onClick={onApprove}>
              Approve
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={onDecline}>
              Decline
            </Button>
          </Flex>
        )}
        {(entry.status === 'going' || entry.status === 'offered' || entry.status === 'waitlisted') && (
          <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} aria-label={`Remove ${entry.displayName ?? UNNAMED_PLAYER}`} onClick={onRemove}>
            Remove
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
