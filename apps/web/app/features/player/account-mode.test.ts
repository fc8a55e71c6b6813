import { ACCOUNT_MODES, RESTRICTIONS, type AccountModeState, type Restriction } from '@mc/account-protocol/account-protocol';
import { describe, expect, it } from 'vitest';
import { applyRestriction, commandTypeFor, defaultAccountMode, hashRequest, ignoresAccountCommands } from './account-mode.ts';

const m = (funnelPoint: AccountModeState['funnelPoint'], module: AccountModeState['module']): AccountModeState => ({ funnelPoint, module });

describe('account mode', () => {
  it('starts a guest in preRegister/register and a known player in preLogin/login', () => {
    expect(defaultAccountMode(-1)).toEqual(m('preRegister', 'register'));
    expect(defaultAccountMode(0)).toEqual(m('preLogin', 'login'));
    expect(defaultAccountMode(1)).toEqual(m('preLogin', 'login'));
  });

  // Every restriction against the modes that tell its rule apart (spec/shell.md section 4).
  it.each<[Restriction | null, AccountModeState, AccountModeState]>([
    [null, m('register', 'register'), m('register', 'register')],
    [null, m('login', 'login'), m('login', 'login')],
    ['playblocked', m('register', 'register'), m('register', 'register')],
    ['playblocked', m('preRegister', 'register'), m('playblocked', 'register')],
    ['playblocked', m('login', 'login'), m('playblocked', 'login')],
    ['playblocked', m('resetPassword', 'resetPassword'), m('playblocked', 'resetPassword')],
    ['registerblocked', m('login', 'login'), m('login', 'login')],
    ['registerblocked', m('resetPassword', 'resetPassword'), m('resetPassword', 'resetPassword')],
    ['registerblocked', m('register', 'register'), m('registerblocked', 'register')],
    ['registerblocked', m('preLogin', 'login'), m('registerblocked', 'login')],
    ['blockedwithlogin', m('register', 'register'), m('login', 'login')],
    ['blockedwithlogin', m('feedback', 'feedback'), m('login', 'login')],
    ['blocked', m('login', 'login'), m('login', 'geoBlock')],
    ['fullyblocked', m('register', 'register'), m('register', 'geoBlock')],
    ['accountblocked', m('preLogin', 'login'), m('preLogin', 'geoBlock')],
  ])('under %s, %o becomes %o', (restriction, mode, expected) => {
    expect(applyRestriction(mode, restriction)).toEqual(expected);
  });

  // India ('no-real-money-play', markets.ts): every way towards real money ends at a notice.
  it.each<[Restriction | null, AccountModeState, AccountModeState]>([
    [null, m('register', 'register'), m('registerblocked', 'register')],
    [null, m('preRegister', 'register'), m('registerblocked', 'register')],
    [null, m('login', 'login'), m('playblocked', 'login')],
    [null, m('postLogin', 'login'), m('playblocked', 'login')],
    [null, m('feedback', 'feedback'), m('feedback', 'feedback')],
    [null, m('resetPassword', 'resetPassword'), m('resetPassword', 'resetPassword')],
    ['registerblocked', m('login', 'login'), m('playblocked', 'login')],
    ['blockedwithlogin', m('register', 'register'), m('registerblocked', 'register')],
    ['blocked', m('register', 'register'), m('register', 'geoBlock')],
    ['accountblocked', m('login', 'login'), m('login', 'geoBlock')],
  ])('without real-money play, under %s, %o becomes %o', (restriction, mode, expected) => {
    expect(applyRestriction(mode, restriction, false)).toEqual(expected);
  });

  it('ignores account commands exactly under blocked, fullyblocked and accountblocked', () => {
    expect(RESTRICTIONS.filter(ignoresAccountCommands)).toEqual(['blocked', 'fullyblocked', 'accountblocked']);
    expect(ignoresAccountCommands(null)).toBe(false);
  });

  it.each([
    ['login', m('login', 'login'), null, 'login'],
    ['pre-login', m('preLogin', 'login'), null, 'login'],
    ['preLogin', m('preLogin', 'login'), null, 'login'],
    ['register', m('register', 'register'), null, 'register'],
    ['pre-register', m('preRegister', 'register'), null, 'register'],
    ['preRegister', m('preRegister', 'register'), null, 'register'],
    ['reset_password', m('resetPassword', 'resetPassword'), null, 'forgotPassword'],
    ['forgot-password', m('resetPassword', 'resetPassword'), null, 'forgotPassword'],
    ['privacy', m('preRegister', 'privacy'), null, 'open'],
    ['terms', m('preRegister', 'terms'), null, 'open'],
    ['feedback', m('feedback', 'feedback'), 'feedback', 'open'],
    ['feedback-login', m('login', 'feedback'), 'feedback', 'open'],
    ['feedback-register', m('register', 'feedback'), 'feedback', 'open'],
    ['depositlimits', m('login', 'login'), 'depositLimits', 'login'],
  ] as const)('#account/%s → %o, intent %s, command %s', (mode, accountMode, intent, command) => {
    expect(hashRequest(mode)).toEqual({ accountMode, intent });
    expect(commandTypeFor(hashRequest(mode).accountMode, false)).toBe(command);
  });

  it('maps every hash mode', () => {
    for (const mode of ACCOUNT_MODES) expect(hashRequest(mode)).toBeTruthy();
  });

  it('opens a reset with its code, and every notice or geo block, with the open command', () => {
    expect(commandTypeFor(m('resetPassword', 'resetPassword'), true)).toBe('open');
    expect(commandTypeFor(m('playblocked', 'login'), false)).toBe('open');
    expect(commandTypeFor(m('registerblocked', 'register'), false)).toBe('open');
    expect(commandTypeFor(m('login', 'geoBlock'), false)).toBe('open');
  });
});
