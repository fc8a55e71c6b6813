import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DATA_CHARS, TRACK_GROUPS, trackEventOf, trackEventOfDetail } from './track-events.ts';

describe('trackEventOf', () => {
  const valid = Object.entries(TRACK_GROUPS).flatMap(([group, events]) => events.map((event) => [group, event] as const));

  it.each(valid)('accepts %s %s', (group, event) => {
    expect(trackEventOf(group, event)).toEqual({ group, event, data: null });
  });

  it.each([
    ['cta', 'click'],
    ['journey', 'play'],
    ['log', 'debug'],
    ['user', 'login'],
    ['abpoint', 'pre-platform'],
    ['page', 'view'],
    ['toString', 'x'],
    ['__proto__', 'x'],
    [1, 'play'],
    ['cta', null],
  ])('refuses %s %s', (group, event) => {
    expect(trackEventOf(group, event)).toBeNull();
  });

  it('keeps plain JSON data as a copy and refuses arrays, functions, cycles and oversize data', () => {
    const data = { a: 1, nested: { b: 'x' } };
    const result = trackEventOf('log', 'info', data);
    expect(result?.data).toEqual(data);
    expect(result?.data).not.toBe(data);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(trackEventOf('log', 'info', cyclic)).toBeNull();
    expect(trackEventOf('log', 'info', [1])).toBeNull();
    expect(trackEventOf('log', 'info', 'text')).toBeNull();
    expect(trackEventOf('log', 'info', { big: 'x'.repeat(MAX_DATA_CHARS) })).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (group, event, data) => {
        const result = trackEventOf(group, event, data);
        if (result) expect(TRACK_GROUPS[result.group] as readonly string[]).toContain(result.event);
      }),
    );
  });

  it('reads app event details', () => {
    expect(trackEventOfDetail({ group: 'user', event: 'created' })).toEqual({ group: 'user', event: 'created', data: null });
    expect(trackEventOfDetail(null)).toBeNull();
    expect(trackEventOfDetail('cta play')).toBeNull();
  });
});
