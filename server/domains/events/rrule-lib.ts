import * as rruleModule from 'rrule';

// rrule ships CommonJS to Node (its exports then sit under `default`) and ESM to bundlers.
const lib = ((rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

export const RRule = lib.RRule;
export type RRule = rruleModule.RRule;
export type RRuleOptions = rruleModule.Options;
