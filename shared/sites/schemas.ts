import * as z from 'zod/mini';
import { SITE_MESSAGES as M } from './messages.ts';
import { BLOCK_TYPES, COLOR_PATTERN, DEFAULT_COLORS, HOME_SLUG, SITE_LIMITS as L, SLUG_PATTERN, type BlockType } from './blocks.ts';
import { text } from '../common/text.ts';
import { latitude, longitude } from '../common/numbers.ts';

/**
 * What a website is (spec section 3: id, title, pages with slug, title and seoDescription,
 * settings.logos primary and secondary, creator) and what the builder saves: every page's blocks
 * as Puck stores them ({ type, props: { id, ... } }). Every string is bounded before any pattern,
 * and links and image addresses are limited to our uploads and http(s), so a saved page cannot
 * carry a javascript: link into the published HTML.
 */

const heading = () => z._default(text(L.headingMax, { trim: true }), '');

/** A link a visitor follows: http(s), mailto: or a path on this site; never javascript:. */
export const siteLink = text(L.linkMax, { trim: true }).check(
  z.refine((value: string) => value === '' || /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i.test(value), { error: M.linkInvalid }),
);

/** An image: our upload pipeline's URL (a path, or https on a bucket) at up to three widths for srcset. */
const imageUrl = text(L.imageUrlMax, { trim: true, min: 1 }).check(
  z.refine((value: string) => /^(https:\/\/[^\s]+|\/(?!\/)[^\s]+)$/i.test(value), { error: M.imageInvalid }),
);
export const siteImage = z.object({
  url: imageUrl,
  alt: z._default(text(L.altMax, { trim: true }), ''),
  sources: z._default(
    z.array(z.object({ url: imageUrl, width: z.number().check(z.int(), z.gte(1), z.lte(4000)) })).check(z.maxLength(L.imageWidths.length)),
    [],
  ),
});
export type SiteImage = z.infer<typeof siteImage>;
const optionalImage = () => z._default(z.nullable(siteImage), null);

const blockId = text(L.blockIdMax, { min: 1 });
const color = text(7, { trim: true }).check(z.regex(COLOR_PATTERN, M.colorInvalid));

export const BLOCK_PROPS = {
  Hero: z.object({
    id: blockId,
    heading: heading(),
    subheading: z._default(text(L.subheadingMax, { trim: true, multiline: true }), ''),
    image: optionalImage(),
    buttonLabel: z._default(text(L.buttonLabelMax, { trim: true }), ''),
    buttonHref: z._default(siteLink, ''),
  }),
  Text: z.object({ id: blockId, heading: heading(), body: z._default(text(L.bodyMax, { multiline: true }), '') }),
  Gallery: z.object({ id: blockId, heading: heading(), images: z._default(z.array(siteImage).check(z.maxLength(L.galleryImagesMax)), []) }),
  Schedule: z.object({ id: blockId, heading: heading(), limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(L.scheduleItemsMax)), 5) }),
  Roster: z.object({ id: blockId, heading: heading() }),
  Standings: z.object({ id: blockId, heading: heading() }),
  Registrations: z.object({ id: blockId, heading: heading() }),
  Sponsors: z.object({
    id: blockId,
    heading: heading(),
    sponsors: z._default(
      z
        .array(z.object({ name: text(L.nameMax, { trim: true, min: 1 }), href: z._default(siteLink, ''), logo: optionalImage() }))
        .check(z.maxLength(L.sponsorsMax)),
      [],
    ),
  }),
  Contact: z.object({
    id: blockId,
    heading: heading(),
    email: z._default(text(254, { trim: true }), ''),
    phone: z._default(text(40, { trim: true }), ''),
    note: z._default(text(L.subheadingMax, { trim: true, multiline: true }), ''),
  }),
  Map: z.object({
    id: blockId,
    heading: heading(),
    address: z._default(text(L.addressMax, { trim: true }), ''),
    lat: z._default(z.nullable(latitude()), null),
    lng: z._default(z.nullable(longitude()), null),
  }),
} as const satisfies Record<BlockType, z.ZodMiniType>;

export type BlockProps = { [K in BlockType]: z.infer<(typeof BLOCK_PROPS)[K]> };
export type SiteBlock = { [K in BlockType]: { type: K; props: BlockProps[K] } }[BlockType];

/** One block as Puck saves it, checked against its own type's props. */
export const siteBlock = z.discriminatedUnion(
  'type',
  BLOCK_TYPES.map((type) => z.object({ type: z.literal(type), props: BLOCK_PROPS[type] })) as unknown as [
    z.ZodMiniObject<{ type: z.ZodMiniLiteral<'Hero'>; props: (typeof BLOCK_PROPS)['Hero'] }>,
    ...z.ZodMiniObject<{ type: z.ZodMiniLiteral<BlockType>; props: z.ZodMiniType }>[],
  ],
) as unknown as z.ZodMiniType<SiteBlock, SiteBlock>;

export const pageSlug = text(L.slugMax, { trim: true, lowercase: true, min: 1, minMessage: M.slugInvalid }).check(z.regex(SLUG_PATTERN, M.slugInvalid));

export const sitePage = z.object({
  slug: pageSlug,
  title: text(L.pageTitleMax, { trim: true, min: 1 }),
  seoDescription: z._default(text(L.seoDescriptionMax, { trim: true }), ''),
  content: z._default(z.array(siteBlock).check(z.maxLength(L.blocksPerPageMax)), []),
});
export type SitePage = z.infer<typeof sitePage>;

export const siteSettings = z.object({
  logos: z._default(z.object({ primary: optionalImage(), secondary: optionalImage() }), { primary: null, secondary: null }),
  colors: z._default(z.object({ primary: color, accent: color }), { ...DEFAULT_COLORS }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** Everything the builder edits: the draft's and each published version's data. */
export const siteData = z.object({
  title: text(L.titleMax, { trim: true, min: 1, minMessage: M.titleRequired }),
  settings: siteSettings,
  pages: z.array(sitePage).check(
    z.maxLength(L.pagesMax),
    z.refine((pages) => new Set(pages.map((page) => page.slug)).size === pages.length, { error: M.duplicateSlug }),
  ),
});
export type SiteData = z.infer<typeof siteData>;

/** A new site's starting data: one home page with a hero, ready to edit. */
export function starterSiteData(title: string): SiteData {
  return {
    title,
    settings: { logos: { primary: null, secondary: null }, colors: { ...DEFAULT_COLORS } },
    pages: [
      {
        slug: HOME_SLUG,
        title,
        seoDescription: '',
        content: [{ type: 'Hero', props: { id: 'Hero-start', heading: title, subheading: '', image: null, buttonLabel: '', buttonHref: '' } }],
      },
    ],
  };
}

/** Who a site belongs to: a team or an organisation (club), never both. */
export const siteOwner = z.union([z.object({ teamId: z.uuid() }), z.object({ organizationId: z.uuid() })]);
export type SiteOwner = z.infer<typeof siteOwner>;

export const websiteIdInput = z.object({ id: z.uuid() });
/** Spec section 4/5: the id may be missing, and the procedure answers 'No website ID found' itself. */
export const draftInput = z.object({ id: z.optional(z.nullable(z.uuid())) });
export const createSiteInput = z.object({ owner: siteOwner, title: text(L.titleMax, { trim: true, min: 1, minMessage: M.titleRequired }) });
export type CreateSiteInput = z.input<typeof createSiteInput>;
export const saveDraftInput = z.object({ id: z.uuid(), revision: z.number().check(z.int(), z.gte(1), z.lte(2_000_000_000)), data: siteData });
export const restoreVersionInput = z.object({ id: z.uuid(), version: z.number().check(z.int(), z.gte(1), z.lte(2_000_000_000)) });
export const publishedPageInput = z.object({ id: z.uuid(), slug: z.optional(z.nullable(text(L.slugMax, { trim: true, lowercase: true }))) });
