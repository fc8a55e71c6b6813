import { describe, expect, it } from 'vitest';
import { memoryStorage, THROWING_STORAGE } from '../../lib/storage/memory-storage.ts';
import { createSafeStorage } from '../../lib/storage/safe-storage.ts';
import { PLAYER_LONG_KEY, PLAYER_SESSION_KEY, readPlayer, resolvePlayer, writePlayer } from './player-storage.ts';
import { defaultPlayerState } from './player-state.ts';

function storages(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const areas = { local: memoryStorage(local), session: memoryStorage(session) };
  return { ...areas, storage: createSafeStorage(areas) };
}

describe('player storage', () => {
  it('keeps the affiliate long-lived and the deeplink per session, the query winning, nothing but what differs', () => {
    const { local, session, storage } = storages();
    resolvePlayer('?aname=partner&dl=/games/x/&prid=42', storage);
    expect(local.data.get(PLAYER_LONG_KEY.name)).toBe(JSON.stringify({ aname: 'partner' }));
    expect(session.data.get(PLAYER_SESSION_KEY.name)).toBe(JSON.stringify({ deeplink: '/games/x/', deeplinkPrId: '42' }));
    expect(resolvePlayer('', storage)).toMatchObject({ aname: 'partner', deeplink: '/games/x/', deeplinkPrId: '42' });
    expect(resolvePlayer('?aname=other', storage).aname).toBe('other');
  });

  it('round-trips every stored field, long-lived and per visit apart', () => {
    const { local, session, storage } = storages();
    const state = {
      ...defaultPlayerState(),
      segment: 1 as const,
      username: 'ann',
      loginname: 'ann@example.com',
      userExternalId: 'ext-1',
      sonLangCode: 'sv',
      notOntario: true,
      promosViewd: ['p1'],
      browserCulture: 'en-GB',
      aname: 'aff',
      accountMode: { funnelPoint: 'postLogin', module: 'login' } as const,
      newRegistration: true,
      deeplink: '/games/x/',
      tracking: { info: { arCode: 'a', uguid: 'u', usguid: null, ustd: null, utv: null, flowId: 'f' }, ready: true },
    };
    writePlayer(storage, state);
    expect(readPlayer(storage)).toEqual({ ...state, tracking: { ...state.tracking, ready: false } });
    expect(Object.keys(JSON.parse(local.data.get('xtpl')!))).not.toContain('accountMode');
    expect(Object.keys(JSON.parse(session.data.get('xtps')!))).not.toContain('username');
  });

  it.each([
    ['{not json'],
    ['null'],
    ['[1,2]'],
    ['"x"'],
    [
      JSON.stringify({
        aname: '<img onerror=x>',
        deeplink: '//evil.example',
        segment: 5,
        username: '<script>',
        accountMode: { funnelPoint: 'x', module: 'login' },
      }),
    ],
    [JSON.stringify({ userExternalId: { a: 1 }, promosViewd: 'x', notOntario: 'yes', trackingInfo: ['x'], newRegistration: 1 })],
  ])('reads corrupt or tampered storage %s as the default', (raw) => {
    const { storage } = storages({ xtpl: raw }, { xtps: raw });
    expect(readPlayer(storage)).toEqual(defaultPlayerState());
  });

  it('survives storage that throws or is missing', () => {
    expect(resolvePlayer('?aname=a', createSafeStorage({ local: THROWING_STORAGE, session: THROWING_STORAGE })).aname).toBe('a');
    expect(resolvePlayer('?aname=a', createSafeStorage({})).aname).toBe('a');
  });

  it('takes bt for this page only, and a valid one', () => {
    const { storage, local, session } = storages();
    expect(resolvePlayer('?bt=SUMMER_1', storage).bt).toBe('SUMMER_1');
    expect(resolvePlayer('?bt=<x>', storage).bt).toBeNull();
    expect(local.data.get('xtpl')! + session.data.get('xtps')!).not.toContain('SUMMER');
  });
});
