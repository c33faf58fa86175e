import type { EventInput } from '../../../../shared/events/schemas.ts';

/** What each section of the event form gets: the event, a patcher, and the errors to show. */
export interface SectionProps {
  event: EventInput;
  set: (patch: Partial<EventInput>) => void;
  errors: Partial<Record<string, string>>;
}
