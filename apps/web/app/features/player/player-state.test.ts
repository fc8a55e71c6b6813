import type { PlayerResult } from '@mc/account-protocol/account-protocol';
import { describe, expect, it } from 'vitest';
import { defaultPlayerState, loginSucceeded, playerDataset, registrationSucceeded, startingState, withAccountMode } from './player-state.ts';

const RESULT: PlayerResult = {
  segment: 1,
  username: 'ann',
  loginname: 'ann@example.com',
  userExternalId: 'ext-1',
  sonLangCode: 'en',
  notOntario: true,
  platformAddress: 'https://play.example/?handoff=abc',
};

describe('player state', () => {
  it('has every field of spec/shell.md section 3, a guest by default, and no secret', () => {
    const state = defaultPlayerState();
    expect(Object.keys(state).sort()).toEqual(
      [
        'browserCulture',
        'accountMode',
        'newRegistration',
        'tracking',
        'username',
        'loginname',
        'promosViewd',
        'segment',
        'userExternalId',
        'sonLangCode',
        'bt',
        'aname',
        'deeplink',
        'deeplinkPrId',
        'notOntario',
        'loading',
      ].sort(),
    );
    expect(state).toMatchObject({ segment: -1, accountMode: { funnelPoint: 'preRegister', module: 'register' }, tracking: { info: null, ready: false } });
    expect(JSON.stringify(state)).not.toMatch(/password|token|session/i);
  });

  it.each([
    [-1, null, { funnelPoint: 'preRegister', module: 'register' }],
    [0, null, { funnelPoint: 'preLogin', module: 'login' }],
    [1, 'registerblocked', { funnelPoint: 'registerblocked', module: 'login' }],
    [1, 'blocked', { funnelPoint: 'preLogin', module: 'geoBlock' }],
  ] as const)('segment %s under %s starts in %o', (segment, restriction, mode) => {
    expect(startingState({ ...defaultPlayerState(), segment }, restriction).accountMode).toEqual(mode);
  });

  it('login success takes the segment and public ids from the result, mode postLogin/login', () => {
    const state = loginSucceeded(defaultPlayerState(), RESULT, null);
    expect(state).toMatchObject({
      segment: 1,
      username: 'ann',
      loginname: 'ann@example.com',
      userExternalId: 'ext-1',
      sonLangCode: 'en',
      notOntario: true,
      accountMode: { funnelPoint: 'postLogin', module: 'login' },
    });
    expect(JSON.stringify(state)).not.toContain('handoff');
    expect(loginSucceeded(defaultPlayerState(), RESULT, 'playblocked').accountMode).toEqual({ funnelPoint: 'playblocked', module: 'login' });
  });

  it.each([
    [1, { funnelPoint: 'postRegister', module: 'register' }],
    [7, { funnelPoint: 'login', module: 'login' }],
  ] as const)('registration success (process %s): lead, username, new registration, mode %o', (process, mode) => {
    const state = registrationSucceeded(defaultPlayerState(), process, { ...RESULT, segment: 1 }, null);
    expect(state).toMatchObject({ segment: 0, username: 'ann', loginname: 'ann@example.com', newRegistration: true, accountMode: mode });
  });

  it('applies the restriction whenever a mode is set, and mirrors the state', () => {
    const state = withAccountMode(defaultPlayerState(), { funnelPoint: 'register', module: 'register' }, 'blockedwithlogin');
    expect(playerDataset(state)).toEqual({ 'data-player-segment': '-1', 'data-funnel-point': 'login', 'data-account-module': 'login' });
  });
});
