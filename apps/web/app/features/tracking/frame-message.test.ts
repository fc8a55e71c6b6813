import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameReadyInfo, trackingFrameUrl, trackingInfoOf } from './frame-message.ts';

const frame = { name: 'frame window' };
const expected = { origin: 'https://mc.example', frame };
const info = { arCode: 'MC-WEB', uguid: 'u-1', usguid: 's-1', ustd: '2026-01-01T00:00:00.000Z', utv: '1A', flowId: 'f-1' };
const ready = { source: 'tracking', type: 'ready', info };

describe('frameReadyInfo', () => {
  it('reads the info of our own frame on our own origin', () => {
    expect(frameReadyInfo({ origin: expected.origin, source: frame, data: ready }, expected)).toEqual(info);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', source: frame, data: ready }],
    ['another window', { origin: expected.origin, source: {}, data: ready }],
    ['no source mark', { origin: expected.origin, source: frame, data: { ...ready, source: 'widget' } }],
    ['another type', { origin: expected.origin, source: frame, data: { ...ready, type: 'event' } }],
    ['a string', { origin: expected.origin, source: frame, data: 'ready' }],
  ])('ignores a message from %s', (_name, message) => {
    expect(frameReadyInfo(message, expected)).toBeUndefined();
  });

  it('ignores everything before the frame exists', () => {
    expect(frameReadyInfo({ origin: expected.origin, source: null, data: ready }, { ...expected, frame: null })).toBeUndefined();
  });

  it('is ready without info when the frame had none', () => {
    expect(frameReadyInfo({ origin: expected.origin, source: frame, data: { source: 'tracking', type: 'ready', info: null } }, expected)).toBeNull();
  });
});

describe('trackingInfoOf', () => {
  it('keeps only identifier-shaped fields', () => {
    expect(trackingInfoOf({ ...info, uguid: '<script>', extra: 'x' })).toEqual({ ...info, uguid: null });
    expect(trackingInfoOf({ uguid: 5 })).toBeNull();
    expect(trackingInfoOf([info])).toBeNull();
  });

  it('never returns a field that is not an identifier', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('arCode', 'uguid', 'usguid', 'ustd', 'utv', 'flowId', 'x'), fc.oneof(fc.string(), fc.anything())), (value) => {
        const read = trackingInfoOf(value);
        for (const field of Object.values(read ?? {})) if (field !== null) expect(field).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
      }),
    );
  });
});

describe('trackingFrameUrl', () => {
  it('names the brand', () => {
    expect(trackingFrameUrl('MCDK')).toBe('/__tracking/frame?brand=MCDK');
  });
});
