import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage, THROWING_STORAGE } from '../../lib/storage/memory-storage.ts';
import { createSafeStorage } from '../../lib/storage/safe-storage.ts';
import { BT_KEY, btFromQuery } from './bt-code.ts';

describe('bt code', () => {
  it('reads bt and r from the query, ignoring malformed values', () => {
    expect(btFromQuery('?bt=welcome100&r=1')).toEqual({ code: 'welcome100', r: '1' });
    expect(btFromQuery('?bt=welcome100&r=<x>')).toEqual({ code: 'welcome100', r: null });
    expect(btFromQuery('?bt=<script>')).toBeNull();
    expect(btFromQuery(`?bt=${'a'.repeat(65)}`)).toBeNull();
    fc.assert(fc.property(fc.string(), (search) => void btFromQuery(search)));
  });

  it('round-trips through session storage and survives corrupt storage', () => {
    const session = memoryStorage();
    const storage = createSafeStorage({ session });
    storage.write(BT_KEY, { code: 'x1', r: null });
    expect(storage.read(BT_KEY)).toEqual({ code: 'x1', r: null });
    storage.remove(BT_KEY);
    expect(storage.read(BT_KEY)).toBeNull();
    session.data.set(BT_KEY.name, '{not json');
    expect(storage.read(BT_KEY)).toBeNull();
    expect(session.data.has(BT_KEY.name)).toBe(false);
    session.data.set(BT_KEY.name, '{"code":"<bad>"}');
    expect(storage.read(BT_KEY)).toBeNull();
    session.data.set(BT_KEY.name, '{"code":"ok","r":"<bad>"}');
    expect(storage.read(BT_KEY)).toEqual({ code: 'ok', r: null });
    expect(createSafeStorage({ session: THROWING_STORAGE }).read(BT_KEY)).toBeNull();
  });
});
