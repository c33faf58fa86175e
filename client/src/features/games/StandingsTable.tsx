import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { FadingTableScroll } from '../../components/FadingTableScroll.tsx';
import type { StandingRow } from './game-types.ts';

/** The table's number columns: short headings, the words they stand for, and a card's label. */
const COLUMNS = [
  { heading: 'P', title: 'Played', card: 'Played', value: (row: StandingRow) => row.played },
  { heading: 'W', title: 'Won', card: 'Won', value: (row: StandingRow) => row.wins },
  { heading: 'D', title: 'Drawn', card: 'Drawn', value: (row: StandingRow) => row.ties },
  { heading: 'L', title: 'Lost', card: 'Lost', value: (row: StandingRow) => row.losses },
  { heading: 'For', title: 'Points scored', card: 'For', value: (row: StandingRow) => row.pointsFor },
  { heading: 'Against', title: 'Points conceded', card: 'Against', value: (row: StandingRow) => row.pointsAgainst },
  { heading: '+/-', title: 'Point difference', card: '+/-', value: (row: StandingRow) => row.pointDifference },
  { heading: 'Pts', title: 'Points', card: 'Points', value: (row: StandingRow) => row.points },
] as const;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * Standings: won, drawn, lost and points, a season group's or a round robin's. From 480 px a
 * table; narrower, each side is a card of its own, so no column hides off the edge of a phone.
 */
export function StandingsTable({ rows, label }: { rows: StandingRow[]; label: string }) {
  return (
    <>
      <Box hideBelow="sm">
        <FadingTableScroll borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader textAlign="end">#</Table.ColumnHeader>
                <Table.ColumnHeader>Team</Table.ColumnHeader>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader key={column.heading} textAlign="end">
                    <abbr title={column.title}>{column.heading}</abbr>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${row.rank}-${row.name}`}>
                  <Table.Cell textAlign="end">{row.rank}</Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  {COLUMNS.map((column) => (
                    <Table.Cell key={column.heading} textAlign="end" fontWeight={column.heading === 'Pts' ? 'semibold' : undefined}>
                      {column.heading === '+/-' ? signed(column.value(row)) : column.value(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </FadingTableScroll>
      </Box>
      <Stack as="ol" hideFrom="sm" gap="2" listStyleType="none" m="0" p="0" aria-label={label}>
        {rows.map((row) => (
          <Box as="li" key={`${row.rank}-${row.name}`} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="standing-card">
            <Flex justify="space-between" gap="3" fontWeight="semibold">
              <Text minW="0" wordBreak="break-word">
                {row.rank}. {row.name}
              </Text>
              <Text flexShrink={0}>
                {row.points} {row.points === 1 ? 'pt' : 'pts'}
              </Text>
            </Flex>
            <Flex as="dl" wrap="wrap" columnGap="3" rowGap="0" fontSize="sm" color="fg.muted">
              {COLUMNS.filter((column) => column.heading !== 'Pts').map((column) => (
                <Flex key={column.heading} gap="1">
                  <Text as="dt">{column.card}</Text>
                  <Text as="dd" m="0" color="fg">
                    {column.heading === '+/-' ? signed(column.value(row)) : column.value(row)}
                  </Text>
                </Flex>
              ))}
            </Flex>
          </Box>
        ))}
      </Stack>
    </>
  );
}
