/**
 * Browser entry of the widget bundle (dist/widget/account-widget.js). The served script defines
 * MC_ACCOUNT_WIDGET (the site, culture and copy) right before this code: see widget-route.ts.
 */
import { startAccountWidget } from './widget.ts';
import type { WidgetConfig } from './widget-config.ts';

declare const MC_ACCOUNT_WIDGET: WidgetConfig;

const script = document.currentScript;
startAccountWidget(MC_ACCOUNT_WIDGET, script instanceof HTMLScriptElement ? script.src : undefined);
