import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, type SelfAssessment } from './self-assessment.ts';
import { parseSelfAssessment } from './self-assessment.server.ts';

const answers = [
  { label: 'Never', score: 0 },
  { label: 'Sometimes', score: 1 },
  { label: 'Often', score: 2 },
  { label: 'Always', score: 3 },
];
const test: SelfAssessment = {
  questions: [1, 2, 3].map((n) => ({ id: `q${n}`, text: `Question ${n}`, answers })),
  results: [
    { minScore: 0, maxScore: 2, title: 'Low risk', body: 'ok' },
    { minScore: 3, maxScore: 5, title: 'Some risk', body: 'hmm' },
    { minScore: 6, maxScore: 9, title: 'High risk', body: 'help' },
  ],
};

describe('self-assessment', () => {
  it('asks for every answer before giving a result', () => {
    expect(evaluate(test, { q1: 0 })).toEqual({ complete: false, unanswered: 2 });
    expect(evaluate(test, { q1: 0, q2: 9, q3: 1 })).toEqual({ complete: false, unanswered: 1 });
  });
  it('scores the answers and picks the result range', () => {
    expect(evaluate(test, { q1: 0, q2: 0, q3: 1 })).toMatchObject({ complete: true, score: 1, max: 9, result: { title: 'Low risk' } });
    expect(evaluate(test, { q1: 1, q2: 1, q3: 2 })).toMatchObject({ score: 4, result: { title: 'Some risk' } });
    expect(evaluate(test, { q1: 3, q2: 3, q3: 3 })).toMatchObject({ score: 9, result: { title: 'High risk' } });
  });
  it('always lands in a range for complete answers', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(3), fc.nat(3), fc.nat(3)), ([a, b, c]) => {
        const outcome = evaluate(test, { q1: a, q2: b, q3: c });
        expect(outcome.complete && outcome.result).toBeTruthy();
      }),
    );
  });
  it('rejects malformed data', () => {
    expect(parseSelfAssessment({ questions: [] })).toBeNull();
    expect(parseSelfAssessment('nope')).toBeNull();
  });
});
