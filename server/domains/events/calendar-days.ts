/**
 * Calendar arithmetic on whole days: a day is its number counted from 1970-01-01 (the proleptic
 * Gregorian calendar, no zone). Expanding a recurrence rule looks at tens of thousands of days;
 * integers cost nothing there, where a Date per day would allocate and read a zone each time.
 * The conversions are Howard Hinnant's days_from_civil / civil_from_days.
 */

export interface CivilDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function yearLength(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function monthLength(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1]!;
}

/** The day number of a date (which must exist). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

export function civilDate(dayNum: number): CivilDate {
  const z = dayNum + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 for Monday through 6 for Sunday, as RRULE's week (1970-01-01 was a Thursday). */
export function weekdayOf(dayNum: number): number {
  return mod(dayNum + 3, 7);
}

/** The day number of a 'YYYY-MM-DD' date. */
export function dayOfIsoDate(date: string): number {
  return dayNumber(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** 'YYYY-MM-DD' for a day number (years 0-9999). */
export function isoDateOfDay(dayNum: number): string {
  const { year, month, day } = civilDate(dayNum);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
