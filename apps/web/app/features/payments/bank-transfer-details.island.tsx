import type { BankTransferAnswer } from '@mc/account-protocol/account-protocol';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import { accountSession, NO_ACCOUNT_SESSION, requestLogin } from '../../lib/account-session.ts';
import { useIslandPage } from '../../lib/islands/island-page-context.ts';
import { useStore } from '../../lib/state/use-store.ts';
import { askBankTransfer, bankTransferView } from './bank-transfer.ts';
import styles from './bank-transfer.module.css';

/**
 * The player's bank-transfer details on the bank-transfer payment page (an island). The server
 * renders the guest's view, the same for everyone; once the player has logged in on this page the
 * widget, which keeps the session, fetches the details (no-store) and they show here only.
 */
export function BankTransferDetails({ code }: { code: string }) {
  const t = useTranslations('info.bankTransfer');
  const { culture } = useIslandPage();
  const logins = useStore(accountSession, (state) => state.logins, NO_ACCOUNT_SESSION);
  const [attempt, setAttempt] = useState(0);
  // Each answer belongs to the login and attempt it was asked for: until this one's arrives, it is pending.
  const [answer, setAnswer] = useState<{ asked: string; value: BankTransferAnswer } | null>(null);
  const asked = `${logins}:${attempt}`;
  const titleId = useId();

  useEffect(() => {
    if (logins === 0) return;
    let current = true;
    void askBankTransfer({ culture: culture.code, code }).then((value) => current && setAnswer({ asked, value }));
    return () => {
      current = false;
    };
  }, [logins, asked, code, culture.code]);

  const view = bankTransferView(logins, answer?.asked === asked ? answer.value : 'pending');
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-bank-transfer={view.kind}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <div aria-live="polite">
        {view.kind === 'guest' && (
          <>
            <p>{t('loginHint')}</p>
            <button type="button" className="button button-primary" onClick={() => requestLogin('bankTransfer')}>
              {t('login')}
            </button>
          </>
        )}
        {view.kind === 'loading' && <p role="status">{t('loading')}</p>}
        {view.kind === 'failed' && (
          <>
            <p className={styles.failed}>{t('failed')}</p>
            <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </>
        )}
        {view.kind === 'details' && (
          <>
            <dl className={styles.details}>
              <dt>{t('bankName')}</dt>
              <dd>{view.details.bankName}</dd>
              <dt>{t('beneficiary')}</dt>
              <dd>{view.details.beneficiary}</dd>
              <dt>{t('iban')}</dt>
              <dd data-field="iban">{view.details.iban}</dd>
              <dt>{t('bic')}</dt>
              <dd>{view.details.bic}</dd>
              <dt>{t('reference')}</dt>
              <dd data-field="reference">{view.details.reference}</dd>
              <dt>{t('currency')}</dt>
              <dd>{view.details.currency}</dd>
            </dl>
            <p>{view.details.instructions}</p>
          </>
        )}
      </div>
    </section>
  );
}
