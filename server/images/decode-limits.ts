import sharp, { type Sharp } from 'sharp';
import { UPLOAD_LIMITS } from '../../shared/limits/limits.ts';

/** sharp also reads SVG, TIFF, HEIF and more; only these are decoded from what a user sent. */
export const DECODABLE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/**
 * sharp over bytes someone sent: a canvas over `maxPixels` is refused from its header before
 * anything is decoded, and damaged data fails rather than being drawn as far as it goes. The
 * decode itself runs on libuv's thread pool, never on the event loop.
 */
export function openUntrustedImage(input: Buffer, maxPixels: number = UPLOAD_LIMITS.imageMaxInputPixels): Sharp {
  return sharp(input, { limitInputPixels: maxPixels, failOn: 'error' });
}

/** Whether sharp refused an image for the canvas its header declares. */
export const isPixelLimitError = (err: unknown): boolean => err instanceof Error && /pixel limit/i.test(err.message);
