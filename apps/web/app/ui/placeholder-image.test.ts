import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholderSrc } from './placeholder-image.ts';

const decode = (src: string) => Buffer.from(src.replace(/^data:image\/gif;base64,/, ''), 'base64');

describe('placeholder image', () => {
  it('is the classic transparent GIF, declaring the requested size', () => {
    expect(placeholderSrc(1, 1)).toBe('data:image/gif;base64,R0lGODlhAQABAIAAAAAAAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (width, height) => {
        const gif = decode(placeholderSrc(width, height));
        expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
        expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([width, height]);
        expect(gif.at(-1)).toBe(0x3b);
      }),
    );
  });
});
