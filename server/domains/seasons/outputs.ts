import * as z from 'zod/mini';
import { REGISTRATION_STATUSES, SEASON_GROUP_KINDS, SEASON_STATUSES } from '../../../shared/seasons/seasons.ts';

export const teamSeasonsOutput = z.object({
  manages: z.boolean(),
  seasons: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      status: z.enum(SEASON_STATUSES),
      registered: z.number(),
      waitlisted: z.number(),
      groups: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          kind: z.enum(SEASON_GROUP_KINDS),
          capacity: z.nullable(z.number()),
          registered: z.number(),
          waitlisted: z.number(),
        }),
      ),
      sessions: z.array(z.object({ id: z.string(), name: z.string(), startsOn: z.string(), endsOn: z.string(), events: z.number() })),
    }),
  ),
});

export const registeredOutput = z.object({ id: z.string(), status: z.enum(REGISTRATION_STATUSES), name: z.string() });

export const seasonRegistrationsOutput = z.array(
  z.object({
    id: z.string(),
    userId: z.nullable(z.string()),
    familyMemberId: z.nullable(z.string()),
    name: z.string(),
    groupName: z.nullable(z.string()),
    status: z.enum(REGISTRATION_STATUSES),
    createdAt: z.date(),
  }),
);

export const playerRegistrationsOutput = z.array(
  z.object({
    id: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    teamId: z.string(),
    teamName: z.string(),
    teamPhotoUrl: z.nullable(z.string()),
    seasonLabel: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
  }),
);
