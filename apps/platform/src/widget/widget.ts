/**
 * The reference account widget (browser code): the forms and the conversation with the account
 * back end (src/accounts/API.md), behind the page↔widget protocol of @mc/account-protocol. The
 * file an operator reads first to build their own widget; the parts:
 *
 * - dom.ts: element helpers; dialog.ts: the modal dialog views live in; forms.ts: accessible forms;
 * - views/: one module per view (login, registration, recovery, Pay N Play, feedback, limits);
 * - dispatcher.ts: page commands → views; session.ts: the back end and the session.
 *
 * Secrets stay here: passwords live in the form controls only, and the back end's session
 * (a bearer token) in session.ts's closure: never in web storage, a URL, an attribute or the
 * console. The page gets public player state and platform addresses.
 */
import { ACCOUNT_HOST_GLOBAL, ACCOUNT_PROTOCOL_VERSION, type AccountHost, type AccountWidget, type WidgetEvent } from '@mc/account-protocol/account-protocol';
import { createDialog } from './dialog.ts';
import { createDispatcher } from './dispatcher.ts';
import { createForms } from './forms.ts';
import { createSession } from './session.ts';
import type { WidgetConfig } from './widget-config.ts';
import { translator } from './widget-messages.ts';

/** Whether the missing-host warning was given (once per page). */
let warned = false;

/**
 * Registers the widget with the page's host (`window.mcAccountHost`) and reports ready.
 * `scriptSrc` is the script's own URL: the back end lives next to it (`…/sites/{site}/son-auth/`).
 * Returns the widget, or null when there is no host of this protocol version.
 */
export function startAccountWidget(config: WidgetConfig, scriptSrc: string | undefined): AccountWidget | null {
  const host: AccountHost | undefined = window[ACCOUNT_HOST_GLOBAL];
  if (!host || host.version !== ACCOUNT_PROTOCOL_VERSION) {
    if (!warned) console.warn(`account widget: no account host of protocol version ${ACCOUNT_PROTOCOL_VERSION} on window.${ACCOUNT_HOST_GLOBAL}`);
    warned = true;
    return null;
  }
  const base = new URL('.', scriptSrc ?? `${location.origin}/sites/${config.site.toLowerCase()}/son-auth/config`).href;
  const report = (event: WidgetEvent): void => {
    try {
      host.report(event);
    } catch (error) {
      console.error('account widget: the host failed on an event', error);
    }
  };
  const t = translator(config.messages);
  const dialog = createDialog(config.culture, t, report);
  const session = createSession(base);
  const dispatcher = createDispatcher({ config, t, report, dialog, session, forms: createForms(t, dialog.generation) });

  const widget: AccountWidget = {
    version: ACCOUNT_PROTOCOL_VERSION,
    command(command) {
      try {
        dispatcher.run(command);
      } catch (error) {
        console.error(`account widget: command ${command.type} failed`, error);
      }
    },
    platformAddress: () => session.platformAddress(dispatcher.currentContext()),
    bankTransfer: (request) => session.bankTransfer(request),
  };
  host.register(widget);
  report({ type: 'ready' });
  return widget;
}
