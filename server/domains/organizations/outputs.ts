import { z } from 'zod';
import { INBOX_KINDS, INBOX_STATUSES, NEWS_VISIBILITIES } from '../../../shared/organizations/organizations.ts';

/**
 * What the organizations procedures answer (issue 34). Each is an .output() of its procedure, so
 * a column added to a query reaches the wire only when it is named here.
 */

export const createdOrganizationOutput = z.object({ id: z.string(), slug: z.string() });
export const slugOutput = z.object({ slug: z.string() });
export const userIdOutput = z.object({ userId: z.string() });

/** org/{slug} and organization/{id} (spec section 7: get by slug answers {organization}). */
export const organizationPageOutput = z.object({
  organization: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    about: z.string(),
    cityName: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    sports: z.array(z.string()),
    logoUrl: z.string().nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    website: z.string().nullable(),
    viewerRole: z.string().nullable(),
    isMember: z.boolean(),
    canEdit: z.boolean(),
    canManageTeams: z.boolean(),
    canManageMembers: z.boolean(),
    canViewRoster: z.boolean(),
    canViewPayments: z.boolean(),
    canPostNews: z.boolean(),
    canTransfer: z.boolean(),
    canChangeSlug: z.boolean(),
    teams: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        gameType: z.string().nullable(),
        cityName: z.string().nullable(),
        logoUrl: z.string().nullable(),
        privacy: z.string(),
      }),
    ),
    events: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        startsAt: z.date(),
        timezone: z.string(),
        locationName: z.string().nullable(),
        teamId: z.string(),
        teamName: z.string(),
      }),
    ),
    registrations: z.array(z.object({ id: z.string(), title: z.string(), teamId: z.string(), teamName: z.string() })),
  }),
});

const clubCard = {
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  cityName: z.string().nullable(),
  logoUrl: z.string().nullable(),
};

export const organizationSearchOutput = z.object({
  organizations: z.array(z.object({ ...clubCard, sports: z.array(z.string()), distanceKm: z.number().nullable() })),
  page: z.number(),
  hasMore: z.boolean(),
});

export const myOrganizationsOutput = z.array(z.object(clubCard));

export const attachableTeamsOutput = z.array(z.object({ id: z.string(), name: z.string() }));

/** The club's own roster, for those who manage it: e-mails are theirs to see. */
export const clubRolesOutput = z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.string() }));

export const clubRosterOutput = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      clubRole: z.string().nullable(),
      teams: z.array(z.object({ teamId: z.string(), teamName: z.string(), role: z.string() })),
      /** Null to those who may not see children (viewOrganizationChildren). */
      children: z.array(z.object({ name: z.string(), age: z.number().nullable(), teamName: z.string().nullable() })).nullable(),
    }),
  ),
  page: z.number(),
  hasMore: z.boolean(),
  showsChildren: z.boolean(),
});

export const clubInboxOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(INBOX_KINDS),
      createdAt: z.date(),
      teamId: z.string(),
      teamName: z.string(),
      title: z.string(),
      person: z.string(),
      status: z.enum(INBOX_STATUSES),
      amountCents: z.number(),
      paidCents: z.number(),
      currency: z.string(),
      url: z.string(),
    }),
  ),
  page: z.number(),
  hasMore: z.boolean(),
});

export const csvOutput = z.object({ filename: z.string(), csv: z.string() });

export const clubNewsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      visibility: z.enum(NEWS_VISIBILITIES),
      createdAt: z.date(),
      authorName: z.string().nullable(),
    }),
  ),
  page: z.number(),
  hasMore: z.boolean(),
});
