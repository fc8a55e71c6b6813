import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterFaq } from './filter-faq.ts';

const groups = [
  {
    id: 'a',
    title: 'Account',
    items: [
      { id: '1', question: 'How do I open an account?', answer: 'Press **Join**.' },
      { id: '2', question: 'Forgot password?', answer: 'Use the reset link.' },
    ],
  },
  { id: 'p', title: 'Payments', items: [{ id: '3', question: 'Retiros rápidos', answer: 'Un día hábil.' }] },
];

describe('FAQ filter', () => {
  it('keeps everything for an empty query', () => {
    expect(filterFaq(groups, '  ')).toBe(groups);
  });
  it('matches every word, in questions and answers, ignoring case and accents', () => {
    expect(filterFaq(groups, 'open ACCOUNT').flatMap((g) => g.items.map((i) => i.id))).toEqual(['1']);
    expect(filterFaq(groups, 'reset').flatMap((g) => g.items.map((i) => i.id))).toEqual(['2']);
    expect(filterFaq(groups, 'rapidos').map((g) => g.id)).toEqual(['p']);
    expect(filterFaq(groups, 'nothing here')).toEqual([]);
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (query) => void filterFaq(groups, query)));
  });
});
