import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

/**
 * Coordinates and distances, rounded as they are read. A float as small as 5e-324 is a valid JS
 * number, but Postgres's trigonometry underflows on it and answers an error (a 500, not a 400);
 * seven decimal places are a centimetre, finer than any map pin, so rounding loses nothing real.
 */
const round = (places: number) => {
  const scale = 10 ** places;
  return z.overwrite((value: number) => Math.round(value * scale) / scale);
};

const LATITUDE_RANGE = VALIDATION_MESSAGES.latitudeRange;
const LONGITUDE_RANGE = VALIDATION_MESSAGES.longitudeRange;
export const latitude = () => z.number(LATITUDE_RANGE).check(z.gte(-90, LATITUDE_RANGE), z.lte(90, LATITUDE_RANGE), round(7));
export const longitude = () => z.number(LONGITUDE_RANGE).check(z.gte(-180, LONGITUDE_RANGE), z.lte(180, LONGITUDE_RANGE), round(7));

/** A search radius in kilometres: above zero (after rounding to metres), at most `max`. */
export const radiusKm = (max: number) => z.number().check(round(3), z.gt(0), z.lte(max));
