import * as z from 'zod/mini';
import { ORGANIZATION_MESSAGES as M } from './messages.ts';
import { INBOX_KINDS, INBOX_STATUSES, NEWS_VISIBILITIES, ORGANIZATION_LIMITS as L, RESERVED_SLUGS, SLUG_PATTERN } from './organizations.ts';
import { ASSIGNABLE_ORGANIZATION_ROLES } from '../access/access.ts';
import { emailSchema } from '../auth/schemas.ts';
import { citySchema } from '../common/schemas.ts';
import { latitude, longitude, radiusKm } from '../common/numbers.ts';
import { text } from '../common/text.ts';
import { teamDetailsInput } from '../teams/schemas.ts';

/** A club's web address: bounded first (text() aborts on length), then the linear pattern, then the reserved list. */
export const organizationSlug = text(L.slugMax, { trim: true, lowercase: true, maxMessage: M.slugTooLong(L.slugMax) }).check(
  z.minLength(L.slugMin, { error: M.slugTooShort(L.slugMin), abort: true }),
  z.regex(SLUG_PATTERN, { error: M.slugInvalid, abort: true }),
  z.refine((slug: string) => !RESERVED_SLUGS.has(slug), { error: M.slugReserved }),
);

const phone = text(L.phoneMax, { trim: true, min: 3 }).check(z.regex(/^[0-9+()\- ]+$/, M.phoneInvalid));
const website = text(L.websiteMax, { trim: true }).check(z.regex(/^https?:\/\/[^\s]+$/i, M.websiteInvalid));

/** What a club is: the create dialog and the edit dialog fill the same fields. Blank contact fields are left out. */
export const organizationDetailsInput = z.object({
  name: text(L.nameMax, { trim: true, min: 2, minMessage: M.nameRequired, maxMessage: M.nameTooLong(L.nameMax) }),
  about: z._default(text(L.aboutMax, { trim: true, multiline: true }), ''),
  city: z.optional(z.nullable(citySchema)),
  sports: z._default(z.array(text(60, { min: 1 })).check(z.maxLength(L.sportsMax, M.tooManySports(L.sportsMax))), []),
  contactEmail: z.optional(z.nullable(emailSchema)),
  contactPhone: z.optional(z.nullable(phone)),
  website: z.optional(z.nullable(website)),
});
export type OrganizationDetailsInput = z.input<typeof organizationDetailsInput>;

export const createOrganizationInput = z.object({ ...organizationDetailsInput.shape, slug: organizationSlug });
export type CreateOrganizationInput = z.input<typeof createOrganizationInput>;

export const organizationIdInput = z.object({ organizationId: z.uuid() });
export const updateOrganizationInput = z.object({ organizationId: z.uuid(), details: organizationDetailsInput });
export const changeOrganizationSlugInput = z.object({ organizationId: z.uuid(), slug: organizationSlug });

/**
 * Spec section 7: get by slug. The slug may be missing (the route /org with nothing after it), so
 * the procedure answers 'No organization slug provided' itself instead of a schema error. An old
 * slug is looked up as it was typed, so only the length and control characters are checked here.
 */
export const organizationBySlugInput = z.object({ slug: z.optional(z.nullable(text(L.slugMax, { trim: true, lowercase: true }))) });

export const searchOrganizationsInput = z.object({
  lat: z.optional(latitude()),
  lng: z.optional(longitude()),
  radiusKm: z.optional(radiusKm(L.searchRadiusKmMax)),
  sport: z.optional(text(60)),
  text: z.optional(text(L.searchTextMax, { trim: true })),
  page: z._default(z.number().check(z.int(), z.gte(0), z.lte(L.searchMaxPage)), 0),
});
export type SearchOrganizationsInput = z.input<typeof searchOrganizationsInput>;

export const organizationTeamInput = z.object({ organizationId: z.uuid(), teamId: z.uuid() });
export const createOrganizationTeamInput = z.object({ organizationId: z.uuid(), team: teamDetailsInput });

const adminPage = z._default(z.number().check(z.int(), z.gte(0), z.lte(L.adminMaxPage)), 0);

/** A club admin invites someone by the e-mail of their account, or by their user id (someone they know). */
export const inviteClubMemberInput = z.object({
  organizationId: z.uuid(),
  email: z.optional(emailSchema),
  userId: z.optional(z.uuid()),
  role: z.enum(ASSIGNABLE_ORGANIZATION_ROLES),
});
export const changeClubRoleInput = z.object({ organizationId: z.uuid(), userId: z.uuid(), role: z.enum(ASSIGNABLE_ORGANIZATION_ROLES) });
export const clubMemberInput = z.object({ organizationId: z.uuid(), userId: z.uuid() });
export const respondToClubInviteInput = z.object({ organizationId: z.uuid(), accept: z.boolean() });

/** The roster across the club's teams: searched by name or e-mail, a page at a time. */
export const clubRosterInput = z.object({
  organizationId: z.uuid(),
  text: z.optional(text(L.searchTextMax, { trim: true })),
  page: adminPage,
});
export type ClubRosterInput = z.input<typeof clubRosterInput>;

/** The registrations and payments inbox: filtered by team, kind and status, a page at a time. */
export const clubInboxInput = z.object({
  organizationId: z.uuid(),
  teamId: z.optional(z.uuid()),
  kind: z.optional(z.enum(INBOX_KINDS)),
  status: z.optional(z.enum(INBOX_STATUSES)),
  page: adminPage,
});
export type ClubInboxInput = z.input<typeof clubInboxInput>;

export const postClubNewsInput = z.object({
  organizationId: z.uuid(),
  title: text(L.newsTitleMax, { trim: true, min: 1 }),
  body: text(L.newsBodyMax, { trim: true, min: 1, multiline: true }),
  visibility: z.enum(NEWS_VISIBILITIES),
});
export type PostClubNewsInput = z.input<typeof postClubNewsInput>;
export const clubNewsInput = z.object({ organizationId: z.uuid(), page: z._default(z.number().check(z.int(), z.gte(0), z.lte(L.newsMaxPage)), 0) });
export const clubNewsItemInput = z.object({ organizationId: z.uuid(), newsId: z.uuid() });
