import { z } from 'zod';
import type { SiteData } from '../../../shared/sites/schemas.ts';

/** What the sites procedures answer (issue 35); the draft's data was checked with siteData when it was saved. */
const nullableString = z.string().nullable();
export const websiteSummary = z.object({
  id: z.string(),
  title: z.string(),
  teamId: nullableString,
  organizationId: nullableString,
  ownerName: z.string(),
  creatorId: nullableString,
  publishedVersion: z.number().nullable(),
  publishedAt: z.date().nullable(),
  canEdit: z.boolean(),
});
export type WebsiteSummary = z.infer<typeof websiteSummary>;

export const siteOwnerOption = z.object({ teamId: nullableString, organizationId: nullableString, name: z.string() });
export const mySitesOutput = z.object({ sites: z.array(websiteSummary), owners: z.array(siteOwnerOption) });
export type MySites = z.infer<typeof mySitesOutput>;

export const draftOutput = z.object({ website: websiteSummary, revision: z.number(), data: z.custom<SiteData>(), updatedAt: z.date() });
export type DraftView = z.infer<typeof draftOutput>;
export const saveDraftOutput = z.object({ revision: z.number(), updatedAt: z.date() });
export const publishOutput = z.object({ version: z.number(), path: z.string() });
export const versionsOutput = z.array(
  z.object({ version: z.number(), title: z.string(), publishedAt: z.date(), publishedByName: nullableString, current: z.boolean() }),
);

/** Spec section 3's website, as the public guard reads it. */
export const publicWebsiteOutput = z.object({
  id: z.string(),
  title: z.string(),
  teamId: nullableString,
  organizationId: nullableString,
  pages: z.array(z.object({ slug: z.string(), title: z.string(), seoDescription: z.string() })),
  settings: z.object({ logos: z.object({ primary: z.string().nullable(), secondary: z.string().nullable() }) }),
  creator: nullableString,
  path: z.string(),
});
export type PublicWebsite = z.infer<typeof publicWebsiteOutput>;

export const liveDataOutput = z.object({
  ownerName: z.string(),
  cityName: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  schedule: z.array(
    z.object({ id: z.string(), title: z.string(), startsAt: z.string(), timezone: z.string(), locationName: z.string(), opponentName: z.string().nullable() }),
  ),
  roster: z.array(z.object({ name: z.string(), role: z.string() })),
  standings: z.array(
    z.object({
      name: z.string(),
      rows: z.array(z.object({ name: z.string(), played: z.number(), wins: z.number(), losses: z.number(), ties: z.number(), points: z.number() })),
    }),
  ),
  results: z.array(
    z.object({
      id: z.string(),
      startsAt: z.string().nullable(),
      homeName: z.string(),
      awayName: z.string(),
      homeScore: z.number(),
      awayScore: z.number(),
      status: z.string(),
    }),
  ),
  registrations: z.array(z.object({ id: z.string(), title: z.string(), path: z.string() })),
});

export const listingsOutput = z.array(z.object({ teamId: z.string(), teamName: z.string(), show: z.boolean() }));
