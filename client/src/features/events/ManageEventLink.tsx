import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { eventPaths } from './event-paths.ts';

/** The organiser's way from an event's page to its roster, edit form and cancelling. */
export function ManageEventLink({ eventId }: { eventId: string }) {
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <Link href={eventPaths.manage(eventId)}>Manage event</Link>
    </Button>
  );
}
