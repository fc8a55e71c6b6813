import type { WidgetCommand, WidgetContext } from '@mc/account-protocol/account-protocol';
import { thenOf, type FeedbackKind, type Navigation, type Then, type WidgetKit } from './widget-kit.ts';
import { showFeedback } from './views/feedback.ts';
import { showLimits } from './views/limits.ts';
import { showLogin } from './views/login.ts';
import { showPayNPlay } from './views/paynplay.ts';
import { showForgot, showReset } from './views/recovery.ts';
import { showRegister } from './views/register.ts';

/** What the dispatcher is given: everything of the kit but the state it keeps itself. */
export type WidgetParts = Omit<WidgetKit, 'context' | 'feedbackKind' | 'siteName' | 'lang' | 'go'>;

export interface Dispatcher {
  /** Carries out a page command (spec/catalogue.md section 4; docs/account-widget-protocol.md). */
  run(command: WidgetCommand): void;
  /** The last context a command brought, if any. */
  currentContext(): WidgetContext | null;
}

/**
 * The protocol dispatcher: page commands → views. It keeps the context of the last command
 * and decides which view a context's account mode, intent and restrictions call for.
 */
export function createDispatcher(parts: WidgetParts): Dispatcher {
  const { config, t, dialog, session } = parts;
  let ctx: WidgetContext | null = null;
  let feedbackKind: FeedbackKind = 'feedback';

  const intentThen = (): Then => thenOf(ctx);
  const go: Navigation = {
    login: (then = intentThen(), intro) => showLogin(kit, then, intro),
    register: () => showRegister(kit),
    forgot: () => showForgot(kit),
    reset: (code) => showReset(kit, code),
    payNPlay: (then = intentThen(), intro) => showPayNPlay(kit, then, intro),
    feedback: () => showFeedback(kit),
    limits: () => showLimits(kit),
    entry(kind) {
      if (kit.context().payNPlay) go.payNPlay();
      else if (kind === 'login') go.login();
      else go.register();
    },
    loginFor(then, intro) {
      if (kit.context().payNPlay) go.payNPlay(then, intro);
      else go.login(then, intro);
    },
    afterLogin(then) {
      if (then === 'limits') void go.limits();
      else if (then === 'feedback') go.feedback();
      else if (then === 'done') dialog.done();
      else dialog.message(t('goingTitle'), t('going'));
    },
  };
  const kit: WidgetKit = {
    ...parts,
    lang: config.culture.split('-')[0] ?? 'en',
    context() {
      if (!ctx) throw new Error('account widget: no context yet');
      return ctx;
    },
    feedbackKind: () => feedbackKind,
    siteName: (code) => config.siteNames[code] ?? code,
    go,
  };

  /** `open`: the view of the context's account mode. */
  function open(): void {
    const c = kit.context();
    const { funnelPoint, module } = c.accountMode;
    // Where real money is barred (India) the page sends every way in here: no button leads on.
    if (!config.realMoneyPlay && (funnelPoint === 'playblocked' || funnelPoint === 'registerblocked')) {
      return dialog.notice(t('realMoneyUnavailableTitle'), t('realMoneyUnavailable'));
    }
    if (funnelPoint === 'playblocked') return dialog.notice(t('playBlockedTitle'), t('playBlocked'), [t('registerButton'), () => go.entry('register')]);
    if (funnelPoint === 'registerblocked') return dialog.notice(t('registerBlockedTitle'), t('registerBlocked'), [t('loginSubmit'), () => go.entry('login')]);
    if (module === 'geoBlock') return dialog.notice(t('geoBlockTitle'), t('geoBlock'));
    if (c.intent === 'depositLimits' || c.hashMode === 'depositlimits') return void go.limits();
    if (module === 'feedback' || c.hashMode?.startsWith('feedback')) {
      feedbackKind = c.hashMode === 'feedback-login' || c.hashMode === 'feedback-register' ? c.hashMode : 'feedback';
      return feedbackKind === 'feedback-login' && !session.active() ? go.loginFor('feedback', t('loginIntro')) : go.feedback();
    }
    if (module === 'resetPassword') return c.resetCode ? go.reset(c.resetCode) : go.forgot();
    // Privacy and terms (#account/privacy, #account/terms, funnel point preRegister) have no view of
    // their own here: the registration form is where they are accepted.
    go.entry(module === 'register' || module === 'privacy' || module === 'terms' ? 'register' : 'login');
  }

  function run(command: WidgetCommand): void {
    switch (command.type) {
      case 'none':
      case 'close':
        return dialog.hide();
      case 'maintenance':
        return dialog.notice(t('maintenanceTitle'), t('maintenance'));
      case 'goToPlatform':
        return dialog.message(t('goingTitle'), t('going'));
      case 'login':
      case 'register':
        ctx = command.context;
        feedbackKind = 'feedback';
        // The deposit-limit intent (#account/depositlimits) of a player logged in here: no second login.
        if (command.type === 'login' && session.active() && intentThen() === 'limits') return void go.limits();
        if (command.type === 'login' && session.active() && intentThen() === 'done') return dialog.done();
        return go.entry(command.type);
      case 'forgotPassword':
        ctx = command.context;
        return go.forgot();
      case 'open':
        ctx = command.context;
        return open();
    }
  }

  return { run, currentContext: () => ctx };
}
