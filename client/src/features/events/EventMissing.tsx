import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { EVENT_MESSAGES } from '../../../../shared/messages.ts';

/** An event that is not there (or not for this viewer): no Try again, a way on to Discover instead. */
export function EventMissing() {
  return (
    <PageError
      message={EVENT_MESSAGES.notFound}
      action={
        <Button asChild size="sm" colorPalette="teal">
          <Link href="/discover">Find games on Discover</Link>
        </Button>
      }
    />
  );
}
