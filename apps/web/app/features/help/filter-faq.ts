import type { Faq } from './faq-api.server.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * FAQ entries whose question or answer contains every word of the query (accents and case
 * ignored); groups without a match are dropped. An empty query keeps everything.
 */
export function filterFaq(groups: Faq['groups'], query: string): Faq['groups'] {
  const words = fold(query.slice(0, 80))
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => words.every((word) => fold(`${item.question} ${item.answer}`).includes(word))) }))
    .filter((group) => group.items.length > 0);
}
