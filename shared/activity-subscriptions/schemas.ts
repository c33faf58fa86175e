import * as z from 'zod/mini';
import { instant, text } from '../common/text.ts';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from './messages.ts';
import { SETTINGS_MESSAGES } from '../settings/messages.ts';
import { ACTIVITY_SUBSCRIPTION_EXCLUDED_TYPES, ACTIVITY_SUBSCRIPTION_RADIUS as RADIUS } from '../settings/settings.ts';

const invalid = { error: M.invalidLocation };

/**
 * Spec section 5: an object with numeric lat, lng and a description, else invalidLocation. Every
 * way of failing carries that one message, so a form can show a single hint under the city.
 */
export const subscriptionAddressSchema = z.object(
  {
    lat: z.number(invalid).check(z.gte(-90, M.invalidLocation), z.lte(90, M.invalidLocation)),
    lng: z.number(invalid).check(z.gte(-180, M.invalidLocation), z.lte(180, M.invalidLocation)),
    description: text(300, { trim: true, min: 1, minMessage: M.invalidLocation, maxMessage: M.invalidLocation, typeMessage: M.invalidLocation }),
    /** The place's short name; the server takes the description's first part when it is left out. */
    name: z.optional(text(200, { trim: true, min: 1, minMessage: M.invalidLocation, maxMessage: M.invalidLocation, typeMessage: M.invalidLocation })),
  },
  invalid,
);
export type SubscriptionAddress = z.infer<typeof subscriptionAddressSchema>;

export const radiusSchema = z._default(
  z.int().check(z.gte(RADIUS.min, `Radius must be ${RADIUS.min}-${RADIUS.max} miles`), z.lte(RADIUS.max, `Radius must be ${RADIUS.min}-${RADIUS.max} miles`)),
  RADIUS.default,
);

export const activitiesSchema = z.array(text(60, { min: 1 })).check(
  z.minLength(1, SETTINGS_MESSAGES.pickAtLeastOne),
  z.maxLength(40),
  z.refine((list) => new Set(list).size === list.length, M.unknownActivity),
);

/**
 * A subscription to create (no id) or to edit (the caller's own id). Temporary when either date is
 * set (spec section 4); with both set, the start comes no later than the end.
 */
export const activitySubscriptionInput = z
  .object({
    id: z.optional(z.uuid()),
    address: subscriptionAddressSchema,
    radius: radiusSchema,
    activities: activitiesSchema,
    startDate: z.nullable(instant()),
    endDate: z.nullable(instant()),
  })
  .check(
    z.refine((value) => !value.startDate || !value.endDate || value.startDate.getTime() <= value.endDate.getTime(), {
      message: M.endBeforeStart,
      path: ['endDate'],
    }),
  );
export type ActivitySubscriptionInput = z.input<typeof activitySubscriptionInput>;

export const deleteActivitySubscriptionInput = z.object({ id: z.uuid() });

/** The picker's options (spec section 3): game types without 'Any' and 'Other', alphabetical. */
export function subscriptionActivityOptions(gameTypes: readonly string[]): string[] {
  const excluded: readonly string[] = ACTIVITY_SUBSCRIPTION_EXCLUDED_TYPES;
  return gameTypes.filter((type) => !excluded.includes(type)).sort((a, b) => a.localeCompare(b, 'en'));
}

/** Spec section 5: the activity search matches a case-insensitive substring. */
export function filterActivities(options: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? options.filter((option) => option.toLowerCase().includes(needle)) : [...options];
}

/** What the server stores and returns: the address always carries its name. */
export interface ActivitySubscription {
  id: string;
  address: { lat: number; lng: number; description: string; name: string };
  radius: number;
  activities: string[];
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
}
export type ActivitySubscriptionValues = z.output<typeof activitySubscriptionInput>;
