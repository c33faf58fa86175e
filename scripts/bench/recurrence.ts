/**
 * npm run bench:recurrence: how long reading and expanding a recurrence rule takes, as
 * events.create and events.update do it (parseRule, then expandOccurrences through the end of
 * the date window for a COUNT/UNTIL rule), for the dearest rules there are: the ones of issue 29,
 * which the rrule library searched to the year 9999 for 9.4 s, rules that match once in decades,
 * and the longest series. Each rule starts on a current date and on 1900-01-01, the earliest a
 * series may start, which makes the search cross the whole window. BENCH_RUNS (default 50) sets
 * the runs per rule.
 */
import { AppError } from '../../server/errors/app-error.ts';
import { expandOccurrences } from '../../server/domains/events/recurrence.ts';
import { parseRule } from '../../server/domains/events/recurrence-rule.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);

const RULES = [
  'FREQ=DAILY;BYMONTH=13',
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=WEEKLY;BYDAY=XX',
  'FREQ=MONTHLY;BYSETPOS=0',
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=9999',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=260',
  'FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTHDAY=29,30,31;BYMONTH=2;BYSETPOS=1,2,3,4,5,6,7,8,9,10,-1,-2,-3',
  'FREQ=DAILY;INTERVAL=99;BYMONTH=2;BYMONTHDAY=29;BYDAY=SU',
  'FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=31;BYMONTH=2',
  'FREQ=DAILY;COUNT=9999',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=21001231T235959',
  'FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270105T235959',
];

function measure(rrule: string, startDate: string): { p50: number; max: number; outcome: string } {
  const times: number[] = [];
  let outcome = '';
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    try {
      const rule = parseRule(rrule);
      const dates = expandOccurrences(
        { rrule: rule.text, startDate, startTime: '18:00', timezone: 'America/Chicago', excludedDates: [] },
        { throughDate: '9999-12-31' },
      );
      outcome = dates.length ? `${dates.length} dates, last ${dates.at(-1)!.date}` : 'no dates (400)';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = `refused (${error.code})`;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)]!, max: times[RUNS - 1]!, outcome };
}

console.log(`parse + expand through the date window (ms, ${RUNS} runs each)`);
for (const startDate of ['2026-06-01', '1900-01-01']) {
  console.log(`\nstarting ${startDate}`);
  for (const rrule of RULES) {
    const { p50, max, outcome } = measure(rrule, startDate);
    console.log(
      `  ${rrule.length > 64 ? `${rrule.slice(0, 61)}...` : rrule.padEnd(64)} p50 ${p50.toFixed(3).padStart(7)}  max ${max.toFixed(3).padStart(7)}  ${outcome}`,
    );
  }
}
