import { format, isValid, parse } from 'date-fns';
import { safeParse } from 'zod/mini';
import { ACTIVITY_SUBSCRIPTION_MESSAGES as M } from '../../../../shared/activity-subscriptions/messages.ts';
import { activitySubscriptionInput, type ActivitySubscription, type ActivitySubscriptionInput } from '../../../../shared/activity-subscriptions/schemas.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { ACTIVITY_SUBSCRIPTION_RADIUS } from '../../../../shared/settings/settings.ts';

/** What the form edits: dates as the datetime-local inputs hold them ('' when empty). */
export interface SubscriptionFormState {
  id: string | undefined;
  city: City | null;
  radius: number;
  activities: string[];
  temporary: boolean;
  start: string;
  end: string;
}

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";
export const toLocalInput = (date: Date) => format(date, LOCAL_FORMAT);
function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = parse(value, LOCAL_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** Add opens empty; edit opens prefilled, temporary when either date is set (spec section 4). */
export function initialFormState(subscription: ActivitySubscription | null): SubscriptionFormState {
  if (!subscription) {
    return { id: undefined, city: null, radius: ACTIVITY_SUBSCRIPTION_RADIUS.default, activities: [], temporary: false, start: '', end: '' };
  }
  const { address, startDate, endDate } = subscription;
  return {
    id: subscription.id,
    city: { name: address.description, lat: address.lat, lng: address.lng },
    radius: subscription.radius,
    activities: subscription.activities,
    temporary: Boolean(startDate || endDate),
    start: startDate ? toLocalInput(startDate) : '',
    end: endDate ? toLocalInput(endDate) : '',
  };
}

/** Switching temporary on starts it now with no end yet; switching it off clears both dates. */
export function setTemporary(state: SubscriptionFormState, on: boolean, now = new Date()): SubscriptionFormState {
  return on ? { ...state, temporary: true, start: toLocalInput(now), end: '' } : { ...state, temporary: false, start: '', end: '' };
}

/** The request the form would send, in the shape the server's schema checks. */
export function formInput(state: SubscriptionFormState): ActivitySubscriptionInput {
  return {
    ...(state.id ? { id: state.id } : {}),
    // A city from the search, or nothing: the schema turns nothing into invalidLocation.
    address: (state.city
      ? { lat: state.city.lat, lng: state.city.lng, description: state.city.name, name: state.city.name.split(',')[0]!.trim() }
      : null) as ActivitySubscriptionInput['address'],
    radius: state.radius,
    activities: state.activities,
    startDate: state.temporary ? fromLocalInput(state.start) : null,
    endDate: state.temporary ? fromLocalInput(state.end) : null,
  };
}

/** The first problem per field, worded for people (the schema's invalidLocation is a key). */
export function formErrors(state: SubscriptionFormState): { valid: boolean; errors: Partial<Record<'address' | 'radius' | 'activities' | 'endDate', string>> } {
  const result = safeParse(activitySubscriptionInput, formInput(state));
  if (result.success) return { valid: true, errors: {} };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message === M.invalidLocation ? M.chooseCity : issue.message;
  }
  return { valid: false, errors };
}

const FIELD_LABELS: Record<'address' | 'radius' | 'activities' | 'endDate', string> = {
  address: 'City',
  radius: 'Radius',
  activities: 'Activities',
  endDate: 'End date',
};

/** The fields still to fill or fix, by their labels: what a disabled Save says. */
export function missingFields(errors: ReturnType<typeof formErrors>['errors']): string[] {
  return (Object.keys(errors) as (keyof typeof FIELD_LABELS)[]).map((key) => FIELD_LABELS[key]);
}
