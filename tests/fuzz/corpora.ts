import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DATE_WINDOW } from '../../shared/common/text.ts';

/**
 * Field-aware corpora: values that are valid in form but built to reach what decodes, searches or
 * renders them. Every entry is tried on every matching field from a valid base, in `npm test` and
 * `npm run fuzz` alike; fast-check's hostile values come on top. Each entry has a name, so a
 * finding says which shape it was.
 */
export interface CorpusEntry<T = unknown> {
  name: string;
  value: T;
}

const entries = <T>(values: readonly T[]): CorpusEntry<T>[] => values.map((value) => ({ name: String(value), value }));

/**
 * Recurrence rules (RFC 5545 RRULE bodies): ones an organiser writes, then each part out of
 * range, impossible combinations (a rule no day satisfies makes an unbounded search run to the
 * year 9999), unknown and repeated parts, huge COUNT and INTERVAL, UNTIL before the start.
 */
export const RRULE_CORPUS: CorpusEntry<string>[] = entries([
  // What the event form writes.
  'FREQ=WEEKLY;COUNT=4',
  'FREQ=WEEKLY',
  'FREQ=DAILY;COUNT=3',
  'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=6',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
  'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3',
  'FREQ=MONTHLY;BYDAY=1MO;COUNT=3',
  'FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR;COUNT=2',
  'FREQ=YEARLY;COUNT=2',
  'RRULE:FREQ=WEEKLY;UNTIL=21001231T000000Z',
  'freq=weekly;count=2',
  // Out of range, one part at a time.
  'FREQ=DAILY;BYMONTH=13',
  'FREQ=DAILY;BYMONTH=0',
  'FREQ=DAILY;BYMONTH=-1',
  'FREQ=DAILY;BYMONTHDAY=32',
  'FREQ=DAILY;BYMONTHDAY=0',
  'FREQ=DAILY;BYMONTHDAY=-32',
  'FREQ=WEEKLY;BYDAY=XX',
  'FREQ=WEEKLY;BYDAY=',
  'FREQ=WEEKLY;BYDAY=MO,MO,MO',
  'FREQ=MONTHLY;BYDAY=6MO',
  'FREQ=MONTHLY;BYDAY=-6MO',
  'FREQ=YEARLY;BYDAY=54MO',
  'FREQ=MONTHLY;BYSETPOS=0',
  'FREQ=MONTHLY;BYSETPOS=367;BYDAY=MO',
  'FREQ=MONTHLY;BYSETPOS=-367;BYDAY=MO',
  'FREQ=YEARLY;BYWEEKNO=54',
  'FREQ=YEARLY;BYWEEKNO=0',
  'FREQ=YEARLY;BYYEARDAY=367',
  'FREQ=YEARLY;BYYEARDAY=0',
  'FREQ=YEARLY;BYYEARDAY=-367',
  'FREQ=DAILY;BYHOUR=25',
  'FREQ=DAILY;BYMINUTE=61',
  'FREQ=DAILY;BYSECOND=61',
  'FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,10,20,30,40,50',
  'FREQ=WEEKLY;WKST=XX',
  'FREQ=DAILY;BYEASTER=0',
  // Impossible combinations: no day ever matches.
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31',
  'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
  'FREQ=MONTHLY;BYMONTH=2,4,6,9,11;BYMONTHDAY=31',
  'FREQ=DAILY;INTERVAL=7;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTHDAY=31;BYMONTH=2',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=3',
  'FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=MO;BYMONTH=2',
  // Counts, intervals and ends.
  'FREQ=DAILY;COUNT=0',
  'FREQ=DAILY;COUNT=-1',
  'FREQ=DAILY;COUNT=999999999',
  'FREQ=DAILY;COUNT=1e9',
  'FREQ=DAILY;COUNT=abc',
  'FREQ=DAILY;INTERVAL=0',
  'FREQ=DAILY;INTERVAL=-1',
  'FREQ=DAILY;INTERVAL=999999999',
  'FREQ=YEARLY;INTERVAL=999999999;COUNT=2',
  'FREQ=DAILY;UNTIL=19000101T000000Z',
  'FREQ=DAILY;UNTIL=99991231T235959Z',
  'FREQ=DAILY;UNTIL=20261301T000000Z',
  'FREQ=DAILY;UNTIL=garbage',
  'FREQ=DAILY;COUNT=5;UNTIL=21001231T000000Z',
  // Frequencies, unknown, repeated and empty parts.
  'FREQ=HOURLY',
  'FREQ=SECONDLY;COUNT=2',
  'FREQ=BOGUS',
  'FREQ=',
  'FREQ=DAILY;FOO=BAR',
  'FREQ=DAILY;FREQ=WEEKLY',
  'FREQ=DAILY;COUNT=2;COUNT=3',
  'FREQ=DAILY;;;;',
  'FREQ=DAILY;',
  'FREQ=DAILY;=;=',
  'FREQ=DAILY;DTSTART=20260101T000000Z',
  'FREQ=DAILY;TZID=America/Chicago',
  `FREQ=DAILY;BYMONTHDAY=${Array.from({ length: 31 }, (_, i) => i + 1).join(',')};BYMONTH=${Array.from({ length: 12 }, (_, i) => i + 1).join(',')}`,
  `FREQ=WEEKLY;BYDAY=${'MO,'.repeat(120)}MO`,
]);

// --- PNG built by hand: a valid header can claim any size in a few bytes. ---

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer, options: { badCrc?: boolean } = {}): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(Buffer.concat([head.subarray(4), data])) ^ (options.badCrc ? 1 : 0)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

interface PngHeader {
  width: number;
  height: number;
  bitDepth?: number;
  colorType?: number;
  interlace?: number;
}

function ihdr({ width, height, bitDepth = 8, colorType = 6, interlace = 0 }: PngHeader): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width >>> 0, 0);
  data.writeUInt32BE(height >>> 0, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colorType, 9);
  data.writeUInt8(0, 10);
  data.writeUInt8(0, 11);
  data.writeUInt8(interlace, 12);
  return chunk('IHDR', data);
}

/** A PNG whose header claims `header`'s size, with a few bytes of pixel data: a decoder allocates for the claim. */
export function pngClaiming(header: PngHeader, options: { badCrc?: boolean; idat?: Buffer } = {}): Buffer {
  const head = ihdr(header);
  return Buffer.concat([
    PNG_SIGNATURE,
    options.badCrc ? Buffer.concat([head.subarray(0, -4), Buffer.from([0, 0, 0, 0])]) : head,
    chunk('IDAT', options.idat ?? deflateSync(Buffer.alloc(8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, well-formed PNG of `side` x `side` transparent pixels: tiny compressed, `side`² x 4 bytes decoded. */
function compressedBomb(side: number): Buffer {
  const row = Buffer.alloc(1 + side * 4);
  const rows = Buffer.alloc(row.length * side);
  return pngClaiming({ width: side, height: side }, { idat: deflateSync(rows, { level: 9 }) });
}

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

let signatureCache: Promise<CorpusEntry<string>[]> | null = null;

/**
 * Values for a signature answer (a PNG data URL): a real one; headers claiming 8000x8000 and
 * 16777216x16777216 (the 122 characters); zero, one-row and 2^31 sizes; 16-bit, palette
 * and interlaced headers; truncated, bad-CRC and non-PNG bytes; a real 4000x4000 image that
 * compresses to a few kilobytes; base64 at the field's size limit; and data URLs of other types.
 */
export function signatureCorpus(): Promise<CorpusEntry<string>[]> {
  signatureCache ??= (async () => {
    const real = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .jpeg()
      .toBuffer();
    const list: [string, string][] = [
      ['a real 300x100 PNG', dataUrl(real)],
      ['PNG header claiming 8000x8000', dataUrl(pngClaiming({ width: 8000, height: 8000 }))],
      ['PNG header claiming 16777216x16777216', dataUrl(pngClaiming({ width: 16_777_216, height: 16_777_216 }))],
      ['PNG header claiming 2147483647x1', dataUrl(pngClaiming({ width: 2 ** 31 - 1, height: 1 }))],
      ['PNG header claiming 1x2147483647', dataUrl(pngClaiming({ width: 1, height: 2 ** 31 - 1 }))],
      ['PNG header claiming 0x0', dataUrl(pngClaiming({ width: 0, height: 0 }))],
      ['PNG header claiming 4294967295x4294967295', dataUrl(pngClaiming({ width: 2 ** 32 - 1, height: 2 ** 32 - 1 }))],
      ['16-bit RGBA PNG header claiming 8000x8000', dataUrl(pngClaiming({ width: 8000, height: 8000, bitDepth: 16 }))],
      ['interlaced PNG header claiming 8000x8000', dataUrl(pngClaiming({ width: 8000, height: 8000, interlace: 1 }))],
      ['palette PNG without a palette', dataUrl(pngClaiming({ width: 10, height: 10, colorType: 3 }))],
      ['PNG with an impossible bit depth', dataUrl(pngClaiming({ width: 10, height: 10, bitDepth: 7, colorType: 6 }))],
      ['PNG with a bad header CRC', dataUrl(pngClaiming({ width: 10, height: 10 }, { badCrc: true }))],
      ['PNG cut after the header', dataUrl(Buffer.concat([PNG_SIGNATURE, ihdr({ width: 10, height: 10 })]))],
      ['PNG cut inside the header', dataUrl(Buffer.concat([PNG_SIGNATURE, ihdr({ width: 10, height: 10 }).subarray(0, 12)]))],
      ['the PNG signature alone', dataUrl(PNG_SIGNATURE)],
      ['a real PNG cut in half', dataUrl(real.subarray(0, Math.floor(real.length / 2)))],
      ['AAAA (three zero bytes)', 'data:image/png;base64,AAAA'],
      ['JPEG bytes called PNG', dataUrl(jpeg)],
      ['GIF bytes called PNG', dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))],
      ['SVG called PNG', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>'))],
      ['a real 4000x4000 PNG (64 MB decoded)', dataUrl(compressedBomb(4000))],
      ['base64 at the size limit', `data:image/png;base64,${'A'.repeat(299_978)}`],
      ['base64 one past the size limit', `data:image/png;base64,${'A'.repeat(299_979)}`],
      ['an empty data URL', 'data:image/png;base64,'],
      ['padding only', 'data:image/png;base64,===='],
      ['a JPEG data URL', dataUrl(jpeg, 'image/jpeg')],
      ['an SVG data URL', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')],
      ['a data URL without base64', 'data:image/png,not-base64'],
      ['a data URL in capitals', dataUrl(real).replace('data:image/png;base64,', 'DATA:IMAGE/PNG;BASE64,')],
      ['a remote URL', 'https://example.com/signature.png'],
    ];
    return list.map(([name, value]) => ({ name, value }));
  })();
  return signatureCache;
}

export interface UploadBody {
  name: string;
  contentType: string;
  body: Buffer;
}

let uploadCache: Promise<UploadBody[]> | null = null;

/**
 * Bodies for the image upload routes: a real image of each accepted type, headers claiming
 * huge sizes (PNG, JPEG, WebP), truncated and empty bodies, and bytes of one type sent as another.
 */
export function uploadCorpus(): Promise<UploadBody[]> {
  uploadCache ??= (async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 140, b: 120 } } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .jpeg()
      .toBuffer();
    const webp = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 60, b: 200 } } })
      .webp()
      .toBuffer();
    // A baseline JPEG frame header claiming 65500x65500 (start of image, SOF0, end of image).
    const hugeJpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xdc, 0xff, 0xdc, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
    ]);
    // A lossless WebP (VP8L) header claiming 16384x16384.
    const vp8l = Buffer.from([0x2f, 0xff, 0xff, 0xff, 0xff, 0x00]);
    const hugeWebp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x0e + vp8l.length - 6, 0, 0, 0]),
      Buffer.from('WEBPVP8L'),
      Buffer.from([vp8l.length, 0, 0, 0]),
      vp8l,
    ]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    return [
      { name: 'a real PNG', contentType: 'image/png', body: png },
      { name: 'a real JPEG', contentType: 'image/jpeg', body: jpeg },
      { name: 'a real WebP', contentType: 'image/webp', body: webp },
      { name: 'PNG header claiming 8000x8000', contentType: 'image/png', body: pngClaiming({ width: 8000, height: 8000 }) },
      { name: 'PNG header claiming 16777216x16777216', contentType: 'image/png', body: pngClaiming({ width: 16_777_216, height: 16_777_216 }) },
      { name: 'PNG header claiming 0x0', contentType: 'image/png', body: pngClaiming({ width: 0, height: 0 }) },
      { name: 'a real 4000x4000 PNG (64 MB decoded)', contentType: 'image/png', body: compressedBomb(4000) },
      { name: 'JPEG header claiming 65500x65500', contentType: 'image/jpeg', body: hugeJpeg },
      { name: 'WebP header claiming 16384x16384', contentType: 'image/webp', body: hugeWebp },
      { name: 'a PNG cut in half', contentType: 'image/png', body: png.subarray(0, Math.floor(png.length / 2)) },
      { name: 'the PNG signature alone', contentType: 'image/png', body: PNG_SIGNATURE },
      { name: 'an empty body', contentType: 'image/png', body: Buffer.alloc(0) },
      { name: 'JPEG bytes sent as PNG', contentType: 'image/png', body: jpeg },
      { name: 'GIF bytes sent as PNG', contentType: 'image/png', body: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
      { name: 'SVG sent as PNG', contentType: 'image/png', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>') },
      { name: 'SVG as itself', contentType: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'a PNG sent as GIF', contentType: 'image/gif', body: png },
      { name: 'a PDF', contentType: 'application/pdf', body: pdf },
      { name: 'a PDF without its end marker', contentType: 'application/pdf', body: pdf.subarray(0, 40) },
      { name: 'PNG bytes sent as PDF', contentType: 'application/pdf', body: png },
    ];
  })();
  return uploadCache;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The second Sunday of March next year, when clocks in the US skip 02:00-03:00. */
function nextSpringForward(): string {
  const year = new Date().getUTCFullYear() + 1;
  const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  return `${year}-03-${String(1 + ((7 - first) % 7) + 7).padStart(2, '0')}`;
}

/** Calendar days at the window's edges and just past them, today and its neighbours, leap days, a DST change. */
export function calendarDateEdges(): CorpusEntry<string>[] {
  const now = Date.now();
  return entries([
    DATE_WINDOW.min,
    DATE_WINDOW.max,
    '1899-12-31',
    '2101-01-01',
    isoDay(now),
    isoDay(now - 86_400_000),
    isoDay(now + 86_400_000),
    '2028-02-29',
    '2100-02-29',
    '2027-02-29',
    nextSpringForward(),
    '2026-13-01',
    '2026-00-10',
  ]);
}

/** Instants (ISO with offset) at the window's edges and just past them, now, and an hour a DST change skips. */
export function dateTimeEdges(): CorpusEntry<string>[] {
  const now = Date.now();
  return entries([
    `${DATE_WINDOW.min}T00:00:00.000Z`,
    `${DATE_WINDOW.max}T23:59:59.999Z`,
    '1899-12-31T23:59:59.999Z',
    '2101-01-01T00:00:00.000Z',
    new Date(now).toISOString(),
    new Date(now - 60_000).toISOString(),
    `${nextSpringForward()}T02:30:00-06:00`,
    '2026-06-01T12:00:00+14:00',
    '2026-06-01T12:00:00-12:00',
  ]);
}

/** The same as Dates, for fields that take an instant. */
export function dateEdges(): CorpusEntry<Date>[] {
  return dateTimeEdges().map((entry) => ({ name: `Date ${entry.name}`, value: new Date(entry.value) }));
}

/** Wall-clock times: the day's edges, one past them, and the hour a DST change skips. */
export const TIME_EDGES: CorpusEntry<string>[] = entries(['00:00', '23:59', '24:00', '02:30', '12:60', '1:00']);
