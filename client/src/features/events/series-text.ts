import { describeRecurrence, fromRrule } from './recurrence.ts';

/** "Every week on Tuesday": a series' rule in words, read at its occurrence's own local date. */
export function seriesText(rule: string, startsAt: Date, timeZone: string): string {
  const recurrence = fromRrule(rule);
  if (!recurrence) return 'Repeats';
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(startsAt);
  return describeRecurrence(recurrence, localDate);
}
