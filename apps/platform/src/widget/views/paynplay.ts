import { el } from '../dom.ts';
import { compact, trackingIds } from '../session.ts';
import type { Then, WidgetKit } from '../widget-kit.ts';

/**
 * Pay N Play (Sweden): the player identifies with a personal number and deposits; the back end
 * opens the account, or makes it on first use (reported as a registration).
 */
export function showPayNPlay(kit: WidgetKit, then: Then, intro?: string): void {
  const { t, config, session, dialog, forms, go } = kit;
  const view = forms.formView({
    id: 'mcw-pnp',
    groups: [
      {
        name: 'personalNumber',
        label: t('personalNumber'),
        autocomplete: 'off',
        required: true,
        hint: t('personalNumberHint'),
        attrs: { inputmode: 'numeric', spellcheck: 'false' },
      },
      {
        name: 'amount',
        label: t('depositAmount', { currency: config.currency }),
        type: 'number',
        autocomplete: 'transaction-amount',
        required: true,
        attrs: { min: '1', step: '1', inputmode: 'numeric' },
      },
    ],
    submit: t('pnpSubmit'),
    check: (form): Record<string, string> => (Number(form.value('amount')) >= 1 ? {} : { amount: t('invalid') }),
    async onSubmit(form, isCurrent) {
      const c = kit.context();
      const answer = await session.api(
        'POST',
        'paynplay',
        compact({
          culture: config.culture,
          personalNumber: form.value('personalNumber'),
          amount: Number(form.value('amount')),
          deeplink: c.deeplink,
          deeplinkPrId: c.deeplinkPrId,
          ...trackingIds(c),
        }),
      );
      if (!isCurrent()) return;
      const { data } = answer;
      if ((answer.status === 200 || answer.status === 201) && data.session && data.player) {
        session.keep(data.session);
        if (data.created) {
          kit.report({ type: 'registrationSuccess', process: data.process ?? 1, player: data.player });
          return then ? go.afterLogin(then) : dialog.hide();
        }
        kit.report({ type: 'loginSuccess', player: data.player });
        return go.afterLogin(then);
      }
      forms.failWith(form, answer);
    },
  });
  dialog.present('paynplay', t('pnpTitle'), intro ? el('p', {}, intro) : null, el('p', {}, t('pnpIntro')), view.form);
}
