import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BT_STORAGE_KEY, btFromQuery, readStoredBt, writeStoredBt } from './bt-code.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('bt code', () => {
  it('reads bt and r from the query, ignoring malformed values', () => {
    expect(btFromQuery('?bt=welcome100&r=1')).toEqual({ code: 'welcome100', r: '1' });
    expect(btFromQuery('?bt=welcome100&r=<x>')).toEqual({ code: 'welcome100', r: null });
    expect(btFromQuery('?bt=<script>')).toBeNull();
    expect(btFromQuery(`?bt=${'a'.repeat(65)}`)).toBeNull();
    fc.assert(fc.property(fc.string(), (search) => void btFromQuery(search)));
  });

  it('round-trips through session storage and survives corrupt storage', () => {
    const storage = memoryStorage();
    writeStoredBt(storage, { code: 'x1', r: null });
    expect(readStoredBt(storage)).toEqual({ code: 'x1', r: null });
    writeStoredBt(storage, null);
    expect(readStoredBt(storage)).toBeNull();
    const corrupt = memoryStorage({ [BT_STORAGE_KEY]: '{not json' });
    expect(readStoredBt(corrupt)).toBeNull();
    expect(corrupt.data.has(BT_STORAGE_KEY)).toBe(false);
    expect(readStoredBt(memoryStorage({ [BT_STORAGE_KEY]: '{"code":"<bad>"}' }))).toBeNull();
    const throwing = { getItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(readStoredBt(throwing)).toBeNull();
  });
});
