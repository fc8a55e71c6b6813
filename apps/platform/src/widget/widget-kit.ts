import type { AccountIntent, WidgetContext, WidgetEvent } from '@mc/account-protocol/account-protocol';
import type { WidgetDialog } from './dialog.ts';
import type { Forms } from './forms.ts';
import type { WidgetSession } from './session.ts';
import type { WidgetConfig } from './widget-config.ts';
import type { Translate } from './widget-messages.ts';

/** After a login: a form of the widget's, `done` (the page shows what the player came for: the widget closes), or the platform. */
export type Then = 'limits' | 'feedback' | 'done' | null;

const INTENT_THEN: Partial<Record<NonNullable<AccountIntent>, Then>> = { depositLimits: 'limits', feedback: 'feedback', bankTransfer: 'done' };

/** What the context's intent asks for after a login. */
export function thenOf(context: WidgetContext | null): Then {
  return context?.intent ? (INTENT_THEN[context.intent] ?? null) : null;
}

export type FeedbackKind = 'feedback' | 'feedback-login' | 'feedback-register';

/** The views and the steps between them (dispatcher.ts builds them; each view module shows one). */
export interface Navigation {
  login(then?: Then, intro?: string): void;
  register(): void;
  forgot(): void;
  reset(code: string): void;
  payNPlay(then?: Then, intro?: string): void;
  feedback(): void;
  limits(): Promise<void>;
  /** Login or registration: the Pay N Play form where the culture has it. */
  entry(kind: 'login' | 'register'): void;
  /** A login before `then`: Pay N Play where the culture has it (its players have no password). */
  loginFor(then: Then, intro: string): void;
  afterLogin(then: Then): void;
}

/** What every view works with: the culture's configuration and copy, the page, the dialog, the forms, the session and the other views. */
export interface WidgetKit {
  readonly config: WidgetConfig;
  readonly t: Translate;
  /** The culture's language (`fr` of fr-CA). */
  readonly lang: string;
  report(event: WidgetEvent): void;
  /** The context of the last command that carried one. */
  context(): WidgetContext;
  /** The feedback form's kind, as the last `open` asked. */
  feedbackKind(): FeedbackKind;
  /** Display name of a site by brand code. */
  siteName(code: string): string;
  readonly dialog: WidgetDialog;
  readonly forms: Forms;
  readonly session: WidgetSession;
  readonly go: Navigation;
}
