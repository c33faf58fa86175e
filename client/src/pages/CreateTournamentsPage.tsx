import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { BRACKET_FORMAT_LABELS, TIE_BREAKER_LABELS } from '../../../shared/games/games.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import type { MarketingFeature } from '../../../shared/marketing/marketing.ts';
import { FeatureGrid, HowItWorks } from '../features/marketing/MarketingSections.tsx';

/** What an organiser can run today, each with the words the product itself uses. */
const FEATURES: MarketingFeature[] = [
  {
    title: BRACKET_FORMAT_LABELS.single_elimination,
    text: 'Byes go to the top seeds when the field is not a power of two, with an optional third-place game.',
  },
  {
    title: BRACKET_FORMAT_LABELS.double_elimination,
    text: 'Losers drop to a second bracket; the grand final is replayed if the losers’ bracket side wins it.',
  },
  { title: BRACKET_FORMAT_LABELS.round_robin, text: 'Every entrant plays every other once, for pools and small leagues.' },
  {
    title: 'Seeding your way',
    text: 'Type the seeds best first, take the top of a season group’s standings, or seed from the results of the event’s own games.',
  },
  { title: 'Live scores', text: 'Scores entered courtside reach everyone watching the event page at once, and winners move on in the bracket by themselves.' },
  {
    title: 'Standings you can trust',
    text: `Wins, losses, ties and points for every season group, with tie-breakers in your order: ${Object.values(TIE_BREAKER_LABELS).join(', ').toLowerCase()}.`,
  },
  {
    title: 'Every change kept',
    text: 'Each score change records who made it and when; a final score is corrected only with a reason, and two scorers never overwrite each other unseen.',
  },
  { title: 'Pickup sides', text: 'Split the players going into sides on the day, and keep the results of a pickup session’s games.' },
];

const STEPS = [
  'Create the event (or a team event for your league).',
  'Add its games, or generate a playoff bracket from your seeds or standings.',
  'Score games as they are played: the bracket and standings follow.',
];

/** An example four-team bracket, drawn for the page (not data). */
function ExampleBracket() {
  const match = (top: string, bottom: string, topScore: number, bottomScore: number) => (
    <Box borderWidth="1px" borderRadius="md" bg="bg" minW="9rem" fontSize="sm">
      {[
        [top, topScore],
        [bottom, bottomScore],
      ].map(([name, score], index) => (
        <Flex
          key={String(name)}
          justify="space-between"
          gap="3"
          px="2"
          py="1"
          borderTopWidth={index ? '1px' : undefined}
          fontWeight={Number(score) > Number(index ? topScore : bottomScore) ? 'semibold' : undefined}
        >
          <Text minW="0">{name}</Text>
          {/* A score never breaks across lines ("2" over "1"); the name wraps instead. */}
          <Text flexShrink={0} whiteSpace="nowrap">
            {score}
          </Text>
        </Flex>
      ))}
    </Box>
  );
  return (
    <Flex gap="4" align="center" overflowX="auto" p="4" borderRadius="lg" bg="bg.muted" aria-label="An example bracket" role="img">
      <Stack gap="4">
        {match('Riverside Rockets', 'Eastside Aces', 21, 15)}
        {match('Zilker Smashers', 'Hill Country', 18, 21)}
      </Stack>
      <Stack gap="2">
        {match('Riverside Rockets', 'Hill Country', 21, 19)}
        <Text fontWeight="semibold" fontSize="sm" color="teal.fg">
          Champions: Riverside Rockets
        </Text>
      </Stack>
    </Flex>
  );
}

/** The create-tournaments marketing page (spec section 2): what organisers can run on Rally. */
export default function CreateTournamentsPage() {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center">
          <Stack gap="5">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              Run tournaments and playoffs on Rally
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              Brackets, live scores and standings for your pickup nights, leagues and one-day events: set up in minutes, scored from the sideline.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild colorPalette="teal" size="lg">
                <Link href="/create">Create an event</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link href="/discover">Find games near you</Link>
              </Button>
              <Button asChild variant="ghost" size="lg">
                <Link href="/features">All features</Link>
              </Button>
            </Flex>
          </Stack>
          <ExampleBracket />
        </SimpleGrid>

        <FeatureGrid title="Everything a tournament needs" features={FEATURES} wide={4} />
        <HowItWorks steps={STEPS} />

        <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="lg" p="5" data-testid="tournament-hub">
          <Badge colorPalette="purple" size="lg">
            Tournament hub
          </Badge>
          <Text>
            A hub to browse and enter tournaments across Rally is <strong>{MESSAGES.toursComingSoon}</strong>. Brackets, scores and standings inside your events
            are ready today.
          </Text>
        </Flex>
      </Stack>
    </Container>
  );
}
