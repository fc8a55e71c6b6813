import { z } from 'zod';

/** The questionnaire the selfAssessment feed carries in `data`. */
export const selfAssessmentSchema = z.object({
  questions: z.array(z.object({ id: z.string(), text: z.string(), answers: z.array(z.object({ label: z.string(), score: z.number().int().min(0) })).min(2) })).min(1),
  results: z.array(z.object({ minScore: z.number().int(), maxScore: z.number().int(), title: z.string(), body: z.string() })).min(1),
});
export type SelfAssessment = z.infer<typeof selfAssessmentSchema>;

export function parseSelfAssessment(data: unknown): SelfAssessment | null {
  const parsed = selfAssessmentSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function maxScore(test: SelfAssessment): number {
  return test.questions.reduce((sum, question) => sum + Math.max(...question.answers.map((answer) => answer.score)), 0);
}

export type Evaluation =
  | { complete: false; unanswered: number }
  | { complete: true; score: number; max: number; result: SelfAssessment['results'][number] | null };

/** Scores the answers (answer index per question id); a result only once every question is answered. */
export function evaluate(test: SelfAssessment, answers: Readonly<Record<string, number>>): Evaluation {
  const unanswered = test.questions.filter((question) => question.answers[answers[question.id] ?? -1] === undefined).length;
  if (unanswered > 0) return { complete: false, unanswered };
  const score = test.questions.reduce((sum, question) => sum + question.answers[answers[question.id]!]!.score, 0);
  const result = test.results.find((range) => score >= range.minScore && score <= range.maxScore) ?? null;
  return { complete: true, score, max: maxScore(test), result };
}
