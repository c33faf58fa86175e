/**
 * The recurrence builder's state and its RFC 5545 RRULE (reoccurringInfo). DTSTART is not part of
 * the rule: the server takes it from the event's date and start time, in the venue's zone.
 */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' };

export type Frequency = 'none' | 'daily' | 'weekly' | 'monthly';
/** Monthly on the start date's day of the month, or on its weekday ("the 2nd Tuesday", "the last Friday"). */
export type MonthlyMode = 'dayOfMonth' | 'weekdayOfMonth';
export type RecurrenceEnd = 'never' | 'after' | 'on';

export interface Recurrence {
  frequency: Frequency;
  interval: number;
  weekdays: Weekday[];
  monthlyMode: MonthlyMode;
  end: RecurrenceEnd;
  count: number;
  /** Last possible date (YYYY-MM-DD), inclusive. */
  until: string;
}

export const NO_RECURRENCE: Recurrence = { frequency: 'none', interval: 1, weekdays: [], monthlyMode: 'dayOfMonth', end: 'never', count: 10, until: '' };

/** Monday-first weekday of a YYYY-MM-DD date (read as a calendar date, never shifted by a zone). */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** "2TU" for the 2nd Tuesday, "-1TU" when the date falls in the last week of its month. */
export function nthWeekdayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const nth = d + 7 > daysInMonth ? -1 : Math.ceil(d / 7);
  return `${nth}${weekdayOf(date)}`;
}

/** The rule for the builder's state, or null when the event does not repeat. */
export function toRrule(recurrence: Recurrence, startDate: string): string | null {
  if (recurrence.frequency === 'none') return null;
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly') {
    // With no day ticked the event repeats on its own weekday, as RFC 5545 does without BYDAY.
    const days = recurrence.weekdays.length ? recurrence.weekdays : [weekdayOf(startDate)];
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => days.includes(day)).join(',')}`);
  }
  if (recurrence.frequency === 'monthly' && recurrence.monthlyMode === 'weekdayOfMonth') parts.push(`BYDAY=${nthWeekdayOf(startDate)}`);
  if (recurrence.end === 'after') parts.push(`COUNT=${Math.max(1, recurrence.count)}`);
  // End of the chosen day, as a floating date-time: the server reads the rule in the venue's zone.
  if (recurrence.end === 'on' && recurrence.until) parts.push(`UNTIL=${recurrence.until.replaceAll('-', '')}T235959`);
  return parts.join(';');
}

/**
 * The builder's state for a stored rule, or null when the rule uses parts the builder cannot show
 * (the manage page then keeps the rule as it is unless the organiser replaces it).
 */
export function fromRrule(rule: string | null | undefined): Recurrence | null {
  if (!rule) return NO_RECURRENCE;
  const fields = new Map<string, string>();
  for (const part of rule.replace(/^RRULE:/i, '').split(';')) {
    const [key, value] = part.split('=');
    if (!key || value === undefined) return null;
    fields.set(key.toUpperCase(), value.toUpperCase());
  }
  const freq = fields.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY') return null;
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL', 'WKST']);
  if ([...fields.keys()].some((key) => !known.has(key))) return null;
  const recurrence: Recurrence = { ...NO_RECURRENCE, frequency: freq.toLowerCase() as Frequency };
  const interval = Number(fields.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1) return null;
  recurrence.interval = interval;
  const byDay = fields.get('BYDAY');
  if (byDay) {
    const days = byDay.split(',');
    if (freq === 'WEEKLY') {
      if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) return null;
      recurrence.weekdays = days;
    } else if (freq === 'MONTHLY' && days.length === 1 && /^[+-]?\d[A-Z]{2}$/.test(days[0]!)) {
      recurrence.monthlyMode = 'weekdayOfMonth';
    } else {
      return null;
    }
  }
  const count = fields.get('COUNT');
  const until = fields.get('UNTIL');
  if (count) {
    recurrence.end = 'after';
    recurrence.count = Number(count);
  } else if (until) {
    const match = /^(\d{4})(\d{2})(\d{2})/.exec(until);
    if (!match) return null;
    recurrence.end = 'on';
    recurrence.until = `${match[1]}-${match[2]}-${match[3]}`;
  }
  return recurrence;
}

const ORDINALS: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' };
const DAY_NAMES: Record<Weekday, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };

/** A sentence for the rule, e.g. "Every week on Tuesday and Thursday, 10 times". */
export function describeRecurrence(recurrence: Recurrence, startDate: string): string {
  if (recurrence.frequency === 'none') return 'Does not repeat';
  const unit = { daily: 'day', weekly: 'week', monthly: 'month' }[recurrence.frequency];
  let text = recurrence.interval > 1 ? `Every ${recurrence.interval} ${unit}s` : `Every ${unit}`;
  if (recurrence.frequency === 'weekly') {
    const days = recurrence.weekdays.length ? recurrence.weekdays : [weekdayOf(startDate)];
    const names = WEEKDAYS.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]);
    text += ` on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`;
  }
  if (recurrence.frequency === 'monthly') {
    const nth = nthWeekdayOf(startDate);
    text +=
      recurrence.monthlyMode === 'weekdayOfMonth'
        ? ` on the ${ORDINALS[nth.slice(0, -2)]} ${DAY_NAMES[nth.slice(-2) as Weekday]}`
        : ` on day ${Number(startDate.slice(8, 10))}`;
  }
  if (recurrence.end === 'after') text += `, ${recurrence.count} ${recurrence.count === 1 ? 'time' : 'times'}`;
  if (recurrence.end === 'on' && recurrence.until) text += `, until ${recurrence.until}`;
  return text;
}
