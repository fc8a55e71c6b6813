import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholderSrc } from './placeholder-image.ts';

const decode = (src: string) => Buffer.from(src.replace(/^data:image\/gif;base64,/, ''), 'base64');

describe('placeholder image', () => {
  it('is the classic transparent GIF, declaring the aspect ratio in small whole numbers', () => {
    expect(placeholderSrc(1, 1)).toBe('data:image/gif;base64,R0lGODlhAQABAIAAAAAAAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
    const size = (src: string) => [decode(src).readUInt16LE(6), decode(src).readUInt16LE(8)];
    expect(size(placeholderSrc(400, 300))).toEqual([4, 3]);
    expect(size(placeholderSrc(1200, 630))).toEqual([40, 21]);
    expect(size(placeholderSrc(160, 48))).toEqual([10, 3]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (width, height) => {
        const gif = decode(placeholderSrc(width, height));
        expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
        const [w, h] = [gif.readUInt16LE(6), gif.readUInt16LE(8)];
        expect(Math.max(w, h)).toBeLessThanOrEqual(255);
        // The placeholder's ratio is the image's, within 2 % for any image up to 8:1.
        if (Math.max(width, height) <= 8 * Math.min(width, height)) expect(Math.abs(w / h / (width / height) - 1)).toBeLessThan(0.02);
        expect(gif.at(-1)).toBe(0x3b);
      }),
    );
  });
});
