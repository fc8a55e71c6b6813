import type { Db } from '../../db/database.ts';
import { ALL_CULTURES, langOf } from '../../lib/markets.ts';
import { FAQ } from '../copy/faq.ts';
import { marketCopy } from './market.ts';

/** Each culture's help questions, written around its market (copy/faq.ts). */
export function seedFaq(db: Db): void {
  const insert = db.prepare('INSERT INTO faq (culture, data) VALUES (?, ?)');
  for (const culture of ALL_CULTURES) {
    const groups = FAQ[langOf(culture)](marketCopy(culture)).map(([id, title, items]) => ({
      id,
      title,
      items: items.map(([question, answer], index) => ({ id: `${id}-${index + 1}`, question, answer })),
    }));
    insert.run(culture, JSON.stringify(groups));
  }
}
