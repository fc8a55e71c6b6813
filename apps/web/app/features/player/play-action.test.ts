import { describe, expect, it } from 'vitest';
import { isPlatformAddress, platformDeeplink, playAction, type PlayAction, type PlayInput } from './play-action.ts';

describe('play by market', () => {
  it.each<[Partial<PlayInput>, PlayAction]>([
    [
      { kind: 'real', segment: -1 },
      { type: 'account', mode: 'register' },
    ],
    [
      { kind: 'real', segment: 0 },
      { type: 'account', mode: 'login' },
    ],
    [
      { kind: 'real', segment: 1 },
      { type: 'account', mode: 'login' },
    ],
    [{ kind: 'demo', segment: -1, demoPlay: 'anyone' }, { type: 'navigate' }],
    [{ kind: 'demo', segment: 1, demoPlay: 'anyone' }, { type: 'navigate' }],
    [
      { kind: 'demo', segment: -1, demoPlay: 'verified-player' },
      { type: 'account', mode: 'register' },
    ],
    [
      { kind: 'demo', segment: 0, demoPlay: 'verified-player' },
      { type: 'account', mode: 'login' },
    ],
    [
      { kind: 'real', segment: -1, restriction: 'playblocked' },
      { type: 'account', mode: 'login' },
    ],
    [
      { kind: 'demo', segment: -1, demoPlay: 'anyone', restriction: 'playblocked' },
      { type: 'account', mode: 'login' },
    ],
    [
      { kind: 'real', segment: -1, restriction: 'registerblocked' },
      { type: 'account', mode: 'register' },
    ],
    [
      { kind: 'real', segment: -1, restriction: 'blockedwithlogin' },
      { type: 'account', mode: 'login' },
    ],
    [{ kind: 'real', segment: 1, restriction: 'blocked' }, { type: 'none' }],
    [{ kind: 'demo', segment: 1, demoPlay: 'anyone', restriction: 'fullyblocked' }, { type: 'none' }],
    [{ kind: 'real', segment: 1, restriction: 'accountblocked' }, { type: 'none' }],
    // No real-money play in the market (India): real play opens the widget (its notice), demo stays open.
    [
      { kind: 'real', segment: -1, realMoneyPlay: false },
      { type: 'account', mode: 'login' },
    ],
    [{ kind: 'demo', segment: -1, demoPlay: 'anyone', realMoneyPlay: false }, { type: 'navigate' }],
    [{ kind: 'real', segment: 1, restriction: 'blocked', realMoneyPlay: false }, { type: 'none' }],
  ])('%o → %o', (input, action) => {
    expect(playAction({ kind: 'real', segment: -1, demoPlay: 'anyone', restriction: null, ...input })).toEqual(action);
  });

  it.each([
    ['https://play.example/mc/games/starburst/', '/games/starburst/'],
    ['https://play.example/mc/games/starburst/?mode=demo', '/games/starburst/?mode=demo'],
    ['https://play.example/mc/', null],
    ['https://play.example/mc/?dl=%2Fgames%2Fx%2F', null],
    ['https://evil.example/mc/games/x/', null],
    ['https://play.example/other/games/x/', null],
    ['javascript:alert(1)', null],
  ])('the deeplink of %s is %s', (href, deeplink) => {
    expect(platformDeeplink(href, 'https://play.example/mc/')).toBe(deeplink);
  });

  it('follows a platform address only on the platform origin', () => {
    expect(isPlatformAddress('https://play.example/mc/?handoff=x', 'https://play.example/mc/')).toBe(true);
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', '', null, '//play.example/x'])
      expect(isPlatformAddress(bad, 'https://play.example/mc/')).toBe(false);
  });
});
