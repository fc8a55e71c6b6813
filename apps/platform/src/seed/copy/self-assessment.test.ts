import { GLOSSARY } from '@mc/sites/glossary';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../lib/markets.ts';
import { selfAssessmentData } from './self-assessment.ts';

describe('the self-test answer scale', () => {
  const english = selfAssessmentData('en');

  it.each([...LANGS])('in %s is the glossary scale, never … almost always, scored 0 to 3 like English', (lang) => {
    const data = selfAssessmentData(lang);
    const scale = GLOSSARY[lang].selfTestScale.map((label, score) => ({ label, score }));
    expect(data.questions).toHaveLength(english.questions.length);
    for (const [index, question] of data.questions.entries()) {
      expect(question.answers, `${lang} q${index + 1}`).toEqual(scale);
      expect(question.answers.map((answer) => answer.score)).toEqual(english.questions[index]!.answers.map((answer) => answer.score));
    }
    // The same score bands, so the same answers lead to the same result in every language.
    expect(data.results.map(({ minScore, maxScore }) => [minScore, maxScore])).toEqual(english.results.map(({ minScore, maxScore }) => [minScore, maxScore]));
  });
});
