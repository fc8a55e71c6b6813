import { describe, expect, expectTypeOf, it } from 'vitest';
import { SITES } from '../lib/markets.ts';
import { WIDGET_LANGS, WIDGET_MESSAGES, widgetLang, type MessageKey, type Messages } from './widget-messages.ts';

/** Spelled as in English, and right: Danish says "Send link" and "Send feedback" too. */
const SAME_AS_ENGLISH: Partial<Record<string, MessageKey[]>> = { da: ['forgotSubmit', 'feedbackSubmit'] };

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('widget messages', () => {
  it('type: every language is a Messages (every key, no other)', () => {
    expectTypeOf(WIDGET_MESSAGES).toEqualTypeOf<{ readonly [L in (typeof WIDGET_LANGS)[number]]: Messages }>();
    expectTypeOf<keyof Messages>().toEqualTypeOf<MessageKey>();
    // @ts-expect-error a language without a key is not Messages
    const missing: Messages = { close: 'Close' };
    void missing;
  });

  it('every language has every English key, non-empty, with the same placeholders', () => {
    const keys = Object.keys(WIDGET_MESSAGES.en).sort();
    for (const lang of WIDGET_LANGS) {
      const messages = WIDGET_MESSAGES[lang];
      expect(Object.keys(messages).sort(), lang).toEqual(keys);
      for (const key of keys as MessageKey[]) {
        expect(messages[key].trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(messages[key]), `${lang}.${key}`).toEqual(placeholders(WIDGET_MESSAGES.en[key]));
      }
    }
  });

  it('is translated (no language copies the English text of a sentence; Pay N Play is a name)', () => {
    const same = (lang: (typeof WIDGET_LANGS)[number]) =>
      (Object.keys(WIDGET_MESSAGES.en) as MessageKey[]).filter(
        (key) =>
          key !== 'pnpTitle' &&
          !SAME_AS_ENGLISH[lang]?.includes(key) &&
          WIDGET_MESSAGES[lang][key] === WIDGET_MESSAGES.en[key] &&
          WIDGET_MESSAGES.en[key].includes(' '),
      );
    for (const lang of WIDGET_LANGS.filter((code) => code !== 'en')) expect(same(lang), lang).toEqual([]);
  });

  it('every culture of every site has a language of its own', () => {
    for (const site of SITES) for (const culture of site.cultures) expect(widgetLang(culture.lang), culture.code).toBe(culture.lang);
  });
});
