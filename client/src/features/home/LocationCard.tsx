import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { trpc } from '../../lib/trpc.ts';
import { WEEKDAYS } from '../../../../shared/availability/availability.ts';
import { HOME_MESSAGES } from '../../../../shared/home/messages.ts';

const DAY_SHORT: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/**
 * Home's location card (spec section 2): the Go-To Area and the week's availability as the
 * availability tab stores it, each with a way to change it. The city is edited on the General tab,
 * where the one city picker validates it (US cities only, spec section 5).
 */
export function LocationCard({ city }: { city: string | null }) {
  const availability = trpc.availability.get.useQuery();
  return (
    <SectionCard title={HOME_MESSAGES.locationTitle} headingSize="sm" size="sm" data-testid="location-card">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="medium" data-testid="location-city">
            {city ?? HOME_MESSAGES.noCity}
          </Text>
          <Button asChild size="xs" variant="outline">
            <Link href="/settings?tab=general">{HOME_MESSAGES.editCity}</Link>
          </Button>
        </Flex>
        <Flex justify="space-between" align="center" gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {HOME_MESSAGES.thisWeek}
          </Text>
          <Button asChild size="xs" variant="outline">
            <Link href="/settings?tab=availability" aria-label={HOME_MESSAGES.editAvailabilityName}>
              {HOME_MESSAGES.editAvailability}
            </Link>
          </Button>
        </Flex>
        {availability.isPending ? (
          <Text color="fg.muted" fontSize="sm">
            {HOME_MESSAGES.loadingAvailability}
          </Text>
        ) : availability.isError ? (
          <PageError message={HOME_MESSAGES.availabilityLoadFailed} onRetry={() => void availability.refetch()} />
        ) : !availability.data ? (
          <Text color="fg.muted" fontSize="sm">
            {HOME_MESSAGES.noAvailability}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0.5" fontSize="sm" data-testid="location-week">
            {WEEKDAYS.map((day) => {
              const entry = availability.data!.weeklyAvailability[day];
              const ranges = entry.isAvailable ? entry.timeRanges.map((range) => `${range.startTime}-${range.endTime}`).join(', ') : '';
              return (
                <Flex as="li" key={day} gap="2">
                  <Text w="10" color="fg.muted">
                    {DAY_SHORT[day]}
                  </Text>
                  <Text color={ranges ? undefined : 'fg.muted'}>{ranges || HOME_MESSAGES.unavailable}</Text>
                </Flex>
              );
            })}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
