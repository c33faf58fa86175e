import tzLookup from '@photostructure/tz-lookup';
import ngeohash from 'ngeohash';
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Database } from '../../db/database.ts';
import { syncHomeLocation } from '../availability/player-locations.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProfileInput } from '../../../shared/settings/profile-schemas.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

export interface SettingsProfile {
  displayName: string | null;
  fullName: string | null;
  lastName: string | null;
  email: string;
  city: { name: string; lat: number; lng: number } | null;
  sports: string[];
  joinReason: NonNullable<ProfileInput['joinReason']> | null;
  gender: string | null;
  pronoun: NonNullable<ProfileInput['pronoun']> | null;
  birthdate: string | null;
  phoneNumber: string | null;
  photoUrl: string | null;
  hasAdditionalInfo: boolean;
}

export async function getSettingsProfile(db: Database, userId: string): Promise<SettingsProfile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const sports = await db.selectFrom('userSports').select('sport').where('userId', '=', userId).orderBy('sport').execute();
  return {
    displayName: user.displayName,
    fullName: user.fullName,
    lastName: user.lastName,
    email: user.email,
    city:
      user.defaultCityName && user.defaultCityLat !== null && user.defaultCityLng !== null
        ? { name: user.defaultCityName, lat: user.defaultCityLat, lng: user.defaultCityLng }
        : null,
    sports: sports.map((s) => s.sport),
    joinReason: user.joinReason as SettingsProfile['joinReason'],
    gender: user.gender,
    pronoun: user.pronoun as SettingsProfile['pronoun'],
    birthdate: user.birthdate,
    phoneNumber: user.phoneNumber,
    photoUrl: user.photoUrl,
    hasAdditionalInfo: user.hasAdditionalInfo,
  };
}

/**
 * Saves the profile form in one transaction: the user's fields, the Go-To Area (with its geohash),
 * and the sports played (new ones start switched on; toggles of kept ones survive).
 * Returns whether this completed a first-time profile.
 */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<{ isNew: boolean }> {
  const sports = [...new Set(input.sports)];
  const known = await db.selectFrom('gameTypes').select('label').where('label', 'in', sports).where('label', '!=', 'Any').execute();
  if (known.length !== sports.length) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.pickGameTypes);
  if (input.gender) {
    const gender = await db.selectFrom('genders').select('label').where('label', '=', input.gender).where('label', '!=', 'Any').executeTakeFirst();
    if (!gender) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.pickGender);
  }
  const phoneNumber = input.phoneNumber ? parsePhoneNumberWithError(input.phoneNumber, 'US').format('E.164') : null;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select(['email', 'hasAdditionalInfo']).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (input.email !== current.email) {
      throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.changeEmailElsewhere);
    }
    await trx
      .updateTable('users')
      .set({
        displayName: input.displayName,
        fullName: input.fullName,
        lastName: input.lastName ?? null,
        defaultCityName: input.city.name,
        defaultCityLat: input.city.lat,
        defaultCityLng: input.city.lng,
        defaultCityGeohash: ngeohash.encode(input.city.lat, input.city.lng, 9),
        timeZone: tzLookup(input.city.lat, input.city.lng),
        joinReason: input.joinReason ?? null,
        gender: input.gender ?? null,
        pronoun: input.pronoun ?? null,
        birthdate: input.birthdate ?? null,
        phoneNumber,
        hasAdditionalInfo: true,
        updatedAt: new Date(),
      })
      .where('id', '=', userId)
      .execute();
    await syncHomeLocation(trx, userId, input.city);
    await trx.deleteFrom('userSports').where('userId', '=', userId).where('sport', 'not in', sports).execute();
    await trx
      .insertInto('userSports')
      .values(sports.map((sport) => ({ userId, sport })))
      .onConflict((oc) => oc.columns(['userId', 'sport']).doNothing())
      .execute();
    return { isNew: !current.hasAdditionalInfo };
  });
}
