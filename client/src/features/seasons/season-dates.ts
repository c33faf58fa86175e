// Season dates are calendar days (yyyy-mm-dd), not instants: formatted in UTC so no time zone moves
// them a day, and in one locale so the server's first render and the browser's agree.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * "Sep 1, 2026 – Nov 30, 2026". Plain spaces around the dash: Node's ICU puts thin spaces there
 * and Chromium's plain ones, and the server's render must read as the browser's.
 */
export function formatDayRange(startsOn: string, endsOn: string): string {
  return DAY.formatRange(asDate(startsOn), asDate(endsOn)).replace(/[\u2009\u202f]/g, ' ');
}
