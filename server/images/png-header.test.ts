import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPngHeader } from './png-header.ts';
import { craftedPng } from '../../tests/crafted-png.ts';

describe('readPngHeader', () => {
  it('reads the canvas a PNG declares without decoding it, however large the claim', async () => {
    expect(
      readPngHeader(
        await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0000' } })
          .png()
          .toBuffer(),
      ),
    ).toEqual({ width: 300, height: 100 });
    expect(readPngHeader(craftedPng(16_000_000, 16_000_000))).toEqual({ width: 16_000_000, height: 16_000_000 });
  });

  it('is null for bytes that do not open like a PNG', async () => {
    const png = craftedPng(10, 10);
    expect(readPngHeader(Buffer.from('AAAA', 'base64'))).toBeNull();
    expect(readPngHeader(png.subarray(0, 20))).toBeNull();
    expect(
      readPngHeader(
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBeNull();
    const renamed = Buffer.from(png);
    renamed.write('IDAT', 12, 'latin1');
    expect(readPngHeader(renamed)).toBeNull();
    expect(readPngHeader(craftedPng(0, 10))).toBeNull();
  });
});
