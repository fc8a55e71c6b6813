import { z } from 'zod';

/**
 * The questionnaire the selfAssessment feed carries in `data`, checked by the page's loader.
 * Server-only: the island gets the parsed test as props, so zod never reaches the browser.
 */
const selfAssessmentSchema = z.object({
  questions: z
    .array(z.object({ id: z.string(), text: z.string(), answers: z.array(z.object({ label: z.string(), score: z.number().int().min(0) })).min(2) }))
    .min(1),
  results: z.array(z.object({ minScore: z.number().int(), maxScore: z.number().int(), title: z.string(), body: z.string() })).min(1),
});
export type SelfAssessment = z.infer<typeof selfAssessmentSchema>;

export function parseSelfAssessment(data: unknown): SelfAssessment | null {
  const parsed = selfAssessmentSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
