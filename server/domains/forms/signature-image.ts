import { DECODABLE_FORMATS, openUntrustedImage } from '../../images/decode-limits.ts';
import { readPngHeader } from '../../images/png-header.ts';
import { FORM_LIMITS } from '../../../shared/limits/limits.ts';
import { FORM_SIGNATURE_MESSAGES } from '../../../shared/forms/messages.ts';

const DATA_URL_PREFIX = 'data:image/png;base64,';
const BASE64 = /^[A-Za-z0-9+/]+=*$/;

/**
 * The canvas a drawn signature may claim. The pad (SignatureInput.tsx) is its box's width by 160
 * CSS pixels, times the screen's pixel ratio (capped at 2): about 1024 x 320 at most today. These
 * bounds leave room for wide screens and other clients, and keep one decode to a few megabytes.
 */
export const SIGNATURE_BOUNDS = { maxWidth: 4096, maxHeight: 2048, maxPixels: 4_000_000 } as const;

/** What is kept and drawn: plenty for a line of ink 240 points wide in the signed record. */
const KEPT_BOX = { width: 1200, height: 400 } as const;

/** The PNG bytes of a signature's data URL, or null when it is not one (length bounded before anything runs). */
function pngBytes(dataUrl: string): Buffer | null {
  if (dataUrl.length > FORM_LIMITS.signatureMaxChars || !dataUrl.startsWith(DATA_URL_PREFIX)) return null;
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  return BASE64.test(base64) ? Buffer.from(base64, 'base64') : null;
}

const withinBounds = ({ width, height }: { width: number; height: number }) =>
  width <= SIGNATURE_BOUNDS.maxWidth && height <= SIGNATURE_BOUNDS.maxHeight && width * height <= SIGNATURE_BOUNDS.maxPixels;

/** Decoded (bounded, off the event loop) and written again as a plain 8-bit PNG inside KEPT_BOX, without metadata. */
async function redraw(bytes: Buffer): Promise<Buffer> {
  const image = openUntrustedImage(bytes, SIGNATURE_BOUNDS.maxPixels);
  const { format } = await image.metadata();
  if (!format || !DECODABLE_FORMATS.has(format)) throw new Error(`Not a signature image: ${format ?? 'unknown format'}`);
  return image
    .resize(KEPT_BOX.width, KEPT_BOX.height, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A signature as it is sent with a submission: a real PNG whose header claims a canvas within
 * SIGNATURE_BOUNDS, decoded and re-encoded, so that what is stored is an image we made and every
 * later reader (the submission page, the signed record) gets something small and sound. The header
 * is read before any decode; nothing that runs on the event loop grows with the claimed size.
 */
export async function storableSignature(dataUrl: string): Promise<{ ok: true; dataUrl: string } | { ok: false; message: string }> {
  const bytes = pngBytes(dataUrl);
  const header = bytes && readPngHeader(bytes);
  if (!bytes || !header) return { ok: false, message: FORM_SIGNATURE_MESSAGES.unreadable };
  if (!withinBounds(header)) return { ok: false, message: FORM_SIGNATURE_MESSAGES.tooLarge };
  let redrawn: Buffer;
  try {
    redrawn = await redraw(bytes);
  } catch {
    return { ok: false, message: FORM_SIGNATURE_MESSAGES.unreadable };
  }
  const kept = DATA_URL_PREFIX + redrawn.toString('base64');
  // Only an image of noise could grow past the limit once re-encoded; it is no signature.
  return kept.length <= FORM_LIMITS.signatureMaxChars ? { ok: true, dataUrl: kept } : { ok: false, message: FORM_SIGNATURE_MESSAGES.tooLarge };
}

/**
 * The PNG to draw in a signed record for a stored signature, or null when it cannot be shown.
 * Rows stored before signatures were checked may hold anything, so every one is redrawn through
 * sharp (bounded by its pixel limit, off the event loop) and pdf-lib's synchronous decoder only
 * ever sees a small image we made. A header that claims too large a canvas is not decoded at all.
 */
export async function signatureForRecord(dataUrl: string): Promise<Buffer | null> {
  const bytes = pngBytes(dataUrl);
  if (!bytes || bytes.length === 0) return null;
  const header = readPngHeader(bytes);
  if (header && !withinBounds(header)) return null;
  try {
    return await redraw(bytes);
  } catch {
    return null;
  }
}
