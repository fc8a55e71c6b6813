import { offersBarredBy } from '@mc/sites/markets';
import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import { PAGES, TERMS } from '../copy/pages.ts';
import { withLegalAge } from './market.ts';

/** Pages of every culture; offer terms (promotion and welcome-bonus terms) only where no market rule bars every offer. */
export function seedPages(db: Db): void {
  const insert = db.prepare('INSERT INTO cms_pages (culture, kind, code, title, body) VALUES (?, ?, ?, ?, ?)');
  for (const culture of ALL_CULTURES) {
    const lang = langOf(culture);
    for (const [code, page] of Object.entries(PAGES[lang])) insert.run(culture, 'page', code, page.title, withLegalAge(page.body, culture));
    if (offersBarredBy(culture)) continue;
    for (const [code, page] of Object.entries(TERMS[lang])) insert.run(culture, 'terms', code, page.title, withLegalAge(page.body, culture));
  }
}
