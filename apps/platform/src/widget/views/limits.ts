import { el } from '../dom.ts';
import type { FieldDef } from '../forms.ts';
import type { WidgetKit } from '../widget-kit.ts';
import type { MessageKey } from '../widget-messages.ts';

/** The deposit limits, read and saved with the session (a login first without one, or once it has expired). */
export async function showLimits(kit: WidgetKit): Promise<void> {
  const { t, config, session, dialog, forms, go } = kit;
  if (!session.active()) return go.loginFor('limits', t('loginIntro'));
  const mine = dialog.bump();
  const current = await session.api('GET', 'deposit-limits', undefined, true);
  if (mine !== dialog.generation()) return;
  if (current.status === 401) {
    session.drop();
    return go.loginFor('limits', t('sessionExpired'));
  }
  const currency = current.data.currency ?? config.currency;
  const amount = (value: number | null | undefined): string => (typeof value === 'number' ? String(value) : '');
  const limitField = (name: 'daily' | 'weekly' | 'monthly', label: MessageKey): FieldDef => ({
    name,
    label: t(label, { currency }),
    type: 'number',
    value: amount(current.data[name]),
    attrs: { min: '1', step: '1', inputmode: 'numeric' },
  });
  const view = forms.formView({
    id: 'mcw-limits',
    groups: [limitField('daily', 'dailyLimit'), limitField('weekly', 'weeklyLimit'), limitField('monthly', 'monthlyLimit')],
    submit: t('limitsSubmit'),
    check(form) {
      const errors: Record<string, string> = {};
      for (const name of ['daily', 'weekly', 'monthly']) {
        const value = form.value(name);
        if (value && !(Number.isInteger(Number(value)) && Number(value) >= 1)) errors[name] = t('invalid');
      }
      return errors;
    },
    async onSubmit(form, isCurrent) {
      const read = (name: string): number | null => (form.value(name) ? Number(form.value(name)) : null);
      const answer = await session.api('PUT', 'deposit-limits', { daily: read('daily'), weekly: read('weekly'), monthly: read('monthly') }, true);
      if (!isCurrent()) return;
      if (answer.status === 200) {
        form.note(t('limitsSaved'));
        kit.report({ type: 'depositLimitSaved' });
        return;
      }
      if (answer.status === 401) {
        session.drop();
        return go.loginFor('limits', t('sessionExpired'));
      }
      forms.failWith(form, answer);
    },
  });
  dialog.present('deposit-limits', t('limitsTitle'), el('p', { id: 'mcw-limits-intro' }, t('limitsIntro')), view.form);
}
