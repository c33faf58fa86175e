import sharp, { type Sharp } from 'sharp';

/** sharp also reads SVG, TIFF, HEIF and more; only these are decoded from what a user sent. */
export const DECODABLE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * A few kilobytes of PNG can declare a huge canvas; decoding one would take gigabytes. 50
 * megapixels covers any phone camera while keeping a decode in the low hundreds of megabytes.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * sharp over bytes someone sent: a canvas over `maxPixels` is refused from its header before
 * anything is decoded, and damaged data fails rather than being drawn as far as it goes. The
 * decode itself runs on libuv's thread pool, never on the event loop.
 */
export function openUntrustedImage(input: Buffer, maxPixels: number = MAX_INPUT_PIXELS): Sharp {
  return sharp(input, { limitInputPixels: maxPixels, failOn: 'error' });
}

/** Whether sharp refused an image for the canvas its header declares. */
export const isPixelLimitError = (err: unknown): boolean => err instanceof Error && /pixel limit/i.test(err.message);
