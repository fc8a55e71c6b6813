import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { RichText } from '../../lib/rich-text/rich-text.tsx';
import { evaluate, type Evaluation, type SelfAssessment } from './self-assessment.ts';
import styles from './self-assessment.module.css';

/**
 * The self-assessment questionnaire (an island, hydrated when the visitor reaches for it): one
 * radio group per question, a score and a result. Nothing leaves the browser. Answers given
 * before the island's code arrived are read from the form when it mounts.
 */
export function SelfAssessmentForm({ test }: { test: SelfAssessment }) {
  const t = useTranslations('info.selfAssessment');
  const { culture } = useIslandPage();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [outcome, setOutcome] = useState<Evaluation | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const checked = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked') ?? [])];
    if (checked.length > 0) setAnswers(Object.fromEntries(checked.map((input) => [input.name, Number(input.value)])));
  }, []);
  const answered = Object.keys(answers).length;
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const evaluation = evaluate(test, answers);
        setOutcome(evaluation);
        requestAnimationFrame(() => resultRef.current?.focus());
      }}
      onReset={() => {
        setAnswers({});
        setOutcome(null);
      }}
    >
      <p className={styles.note}>{t('privacy')}</p>
      <ol className={styles.questions}>
        {test.questions.map((question) => (
          <li key={question.id}>
            <fieldset>
              <legend>{question.text}</legend>
              <div className={styles.answers}>
                {question.answers.map((answer, index) => (
                  <label key={answer.label}>
                    <input
                      type="radio"
                      name={question.id}
                      value={index}
                      checked={answers[question.id] === index}
                      onChange={() => setAnswers((current) => ({ ...current, [question.id]: index }))}
                    />
                    {answer.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className={styles.progress}>{t('progress', { answered, total: test.questions.length })}</p>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('submit')}
        </button>
        <button type="reset" className="button button-secondary">
          {t('reset')}
        </button>
      </div>
      <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className={styles.result} data-testid="self-assessment-result">
        {outcome && !outcome.complete && <p>{t('unanswered', { count: outcome.unanswered })}</p>}
        {outcome?.complete && (
          <>
            <h2>
              {t('result')}: {outcome.result?.title}
            </h2>
            <p>{t('score', { score: outcome.score, max: outcome.max })}</p>
            {outcome.result && <RichText text={outcome.result.body} culture={culture} />}
          </>
        )}
      </div>
    </form>
  );
}
