const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10] as const;
/** Signature (8), then the IHDR chunk's length (4), type (4) and the width and height it opens with (8). */
const HEADER_BYTES = 24;

/**
 * The canvas a PNG declares, read from its first 24 bytes without decoding anything: null unless
 * the bytes open with the PNG signature and an IHDR chunk of the standard length. A decoder
 * allocates for these figures before it reads a pixel, so they are checked first.
 */
export function readPngHeader(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < HEADER_BYTES) return null;
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  if (view.getUint32(8) !== 13 || String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!) !== 'IHDR') return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}
