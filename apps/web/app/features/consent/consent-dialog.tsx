import { useId, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { ACCEPT_ALL, consentChoice, consentStore, OPTIONAL_CATEGORIES, type ConsentCategoryName } from '../../lib/consent/consent.ts';
import { chooseConsent } from '../../lib/consent/consent-runtime.ts';
import { useStore } from '../../lib/state/use-store.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { DialogHeader } from '../../ui/dialog/dialog-frame.tsx';
import { CookiePolicy } from './cookie-policy.tsx';
import { closeConsentView, CONSENT_HASHES, consentViewStore } from './consent-view.ts';
import styles from './consent-dialog.module.css';

/** The settings dialog and, as a view of it, the cookie policy; open while the view store says so. */
export function ConsentDialogHost() {
  const view = useStore(consentViewStore, (state) => state.view);
  if (view === null) return null;
  return (
    <Dialog className={styles.dialog} data-testid="consent-dialog" data-view={view} onClose={closeConsentView}>
      <ConsentDialogBody view={view} />
    </Dialog>
  );
}

function ConsentDialogBody({ view }: { view: 'settings' | 'policy' }) {
  const t = useTranslations('cookieConsent');
  if (view === 'policy') {
    return (
      <>
        <DialogHeader title={t('policy')} closeLabel={t('close')} />
        <div className={styles.body}>
          <CookiePolicy />
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => consentViewStore.setState({ view: 'settings' })}>
              {t('back')}
            </button>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <DialogHeader title={t('settingsTitle')} closeLabel={t('close')} />
      <ConsentSettings />
    </>
  );
}

/** The four categories, necessary locked on; saving stores and announces the choice. */
function ConsentSettings() {
  const t = useTranslations('cookieConsent');
  const current = useStore(consentStore, (state) => state.choice);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    chooseConsent(consentChoice(Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, form.has(category)]))));
    closeConsentView();
  };
  const acceptAll = () => {
    chooseConsent(ACCEPT_ALL);
    closeConsentView();
  };
  return (
    <form className={styles.body} onSubmit={save}>
      <p>{t('settingsIntro')}</p>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{t('categoriesLabel')}</legend>
        <Category category="necessary" checked locked />
        {OPTIONAL_CATEGORIES.map((category) => (
          <Category key={category} category={category} checked={current?.[category] === true} />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('save')}
        </button>
        <button type="button" className="button button-secondary" onClick={acceptAll}>
          {t('acceptAll')}
        </button>
      </div>
      <p>
        <a
          href={CONSENT_HASHES.policy}
          onClick={(event) => {
            event.preventDefault();
            consentViewStore.setState({ view: 'policy' });
          }}
        >
          {t('policy')}
        </a>
      </p>
    </form>
  );
}

function Category({ category, checked, locked = false }: { category: ConsentCategoryName; checked: boolean; locked?: boolean }) {
  const t = useTranslations('cookieConsent');
  const id = useId();
  return (
    <div className={styles.category}>
      <input
        id={id}
        type="checkbox"
        name={category}
        defaultChecked={checked}
        disabled={locked}
        aria-describedby={`${id}-text`}
        data-testid={`consent-${category}`}
      />
      <label htmlFor={id} className={styles.categoryTitle}>
        {t(`categories.${category}.title`)}
        {locked && <span className={styles.locked}> ({t('alwaysOn')})</span>}
      </label>
      <p id={`${id}-text`} className={styles.categoryText}>
        {t(`categories.${category}.text`)}
      </p>
    </div>
  );
}
