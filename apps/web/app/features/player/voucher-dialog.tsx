import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogHeader } from '../../ui/dialog/dialog-frame.tsx';
import { fetchVoucherStatus, voucherMessageKey, voucherOutcome, type VoucherOutcome } from './voucher-status.ts';
import styles from './voucher-dialog.module.css';

type Step = { kind: 'form'; outcome: Exclude<VoucherOutcome, 'accepted'> | null; checking: boolean } | { kind: 'accepted' };

/**
 * The voucher step after a registration (spec/shell.md section 2): enter a code and submit, or
 * continue without one; closing it continues too. Whatever happens, the player goes on to the
 * platform (`onDone`): the voucher never stands between a new player and the lobby.
 */
export function VoucherDialog({ username, onDone }: { username: string; onDone: () => void }) {
  const t = useTranslations('voucher');
  const { site, account } = useIslandPage();
  const [step, setStep] = useState<Step>({ kind: 'form', outcome: null, checking: false });
  const [done, setDone] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const finish = () => {
    if (done) return;
    setDone(true);
    onDone();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'form' || step.checking) return;
    const code = String(new FormData(event.currentTarget).get('voucher') ?? '');
    setStep({ kind: 'form', outcome: step.outcome, checking: true });
    const outcome = voucherOutcome(await fetchVoucherStatus({ url: account.voucherUrl, brand: site.localCode, code, username }));
    setStep(outcome === 'accepted' ? { kind: 'accepted' } : { kind: 'form', outcome, checking: false });
    if (outcome !== 'accepted') input.current?.focus();
  };

  if (done) return null;
  return (
    <Dialog className={styles.dialog} data-testid="voucher-dialog" onClose={finish} initialFocus={input}>
      <DialogHeader title={step.kind === 'accepted' ? t('success.title') : t('title')} closeLabel={t('close')} />
      {step.kind === 'accepted' ? (
        <div className={styles.body} role="status">
          <p>{t('success.subtitle')}</p>
          <p>{t('success.footer')}</p>
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={finish}>
              {t('continue')}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles.body} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId}>{t('label')}</label>
          <input
            ref={input}
            id={inputId}
            name="voucher"
            className={styles.input}
            placeholder={t('placeholder')}
            autoComplete="off"
            maxLength={32}
            aria-invalid={step.outcome ? true : undefined}
            aria-describedby={step.outcome ? errorId : undefined}
          />
          <p id={errorId} className={styles.error} role="alert">
            {step.outcome ? t(voucherMessageKey(step.outcome)) : null}
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={step.checking} aria-busy={step.checking}>
              {t('submit')}
            </button>
            <button type="button" className="button button-secondary" onClick={finish}>
              {t('continueWithout')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
