import { MissingPage } from '../../components/MissingPage.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

/** An event that is not there (or not for this viewer): a way on to Discover instead. */
export function EventMissing() {
  return <MissingPage message={EVENT_MESSAGES.notFound} href="/discover" label="Find games on Discover" />;
}
