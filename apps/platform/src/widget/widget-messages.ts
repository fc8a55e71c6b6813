import { LANGS, type Lang } from '@mc/sites/culture-codes';
import { da } from './messages/da.ts';
import { de } from './messages/de.ts';
import { en, type MessageKey, type Messages } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fi } from './messages/fi.ts';
import { fr } from './messages/fr.ts';
import { nb } from './messages/nb.ts';
import { pt } from './messages/pt.ts';
import { sv } from './messages/sv.ts';

export type { MessageKey, Messages } from './messages/en.ts';

/**
 * Every string the reference account widget shows, per language (one file each in messages/,
 * English the reference). The route embeds one language's table in the script it serves (the
 * bundle itself carries no copy). Keyed by every culture's language: a new language is a
 * compile error here until its file exists and is listed.
 */
export const WIDGET_MESSAGES: { readonly [L in Lang]: Messages } = { en, fr, de, da, sv, es, pt, nb, fi };

export const WIDGET_LANGS: readonly Lang[] = LANGS;
export type WidgetLang = Lang;

/** A culture's language (the culture's `lang` from @mc/sites); English where none is written. */
export function widgetLang(lang: string): WidgetLang {
  return (WIDGET_LANGS as readonly string[]).includes(lang) ? (lang as WidgetLang) : 'en';
}

/** A message of the culture's table, `{name}` placeholders filled from `values`. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(messages: Messages): Translate {
  return (key, values = {}) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
