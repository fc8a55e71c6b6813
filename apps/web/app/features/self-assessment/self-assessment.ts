import type { SelfAssessment } from './self-assessment.server.ts';

// The scoring, which the island runs in the browser: the schema stays with the loader
// (self-assessment.server.ts) so zod is not shipped with it. Only the type crosses over.
export type { SelfAssessment };

export function maxScore(test: SelfAssessment): number {
  return test.questions.reduce((sum, question) => sum + Math.max(...question.answers.map((answer) => answer.score)), 0);
}

export type Evaluation =
  { complete: false; unanswered: number } | { complete: true; score: number; max: number; result: SelfAssessment['results'][number] | null };

/** Scores the answers (answer index per question id); a result only once every question is answered. */
export function evaluate(test: SelfAssessment, answers: Readonly<Record<string, number>>): Evaluation {
  const unanswered = test.questions.filter((question) => question.answers[answers[question.id] ?? -1] === undefined).length;
  if (unanswered > 0) return { complete: false, unanswered };
  const score = test.questions.reduce((sum, question) => sum + question.answers[answers[question.id]!]!.score, 0);
  const result = test.results.find((range) => score >= range.minScore && score <= range.maxScore) ?? null;
  return { complete: true, score, max: maxScore(test), result };
}
