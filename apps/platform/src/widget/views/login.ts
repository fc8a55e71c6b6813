import { LOGIN_FAILURES } from '@mc/account-protocol/account-protocol';
import { button, el, links } from '../dom.ts';
import { compact, trackingIds } from '../session.ts';
import type { Then, WidgetKit } from '../widget-kit.ts';

/**
 * The login form: username (prefilled from the context, or by exchanging a sibling site's
 * prefill code) and password. A success keeps the session and goes on as `then` says.
 */
export function showLogin(kit: WidgetKit, then: Then, intro?: string): void {
  const { t, config, session, dialog, forms, go } = kit;
  const c = kit.context();
  const view = forms.formView({
    id: 'mcw-login',
    groups: [
      {
        name: 'username',
        label: t('username'),
        autocomplete: 'username',
        required: true,
        value: c.username ?? '',
        attrs: { autocapitalize: 'none', spellcheck: 'false' },
      },
      { name: 'password', label: t('password'), type: 'password', autocomplete: 'current-password', required: true },
    ],
    submit: t('loginSubmit'),
    async onSubmit(form, isCurrent) {
      const answer = await session.api(
        'POST',
        'login',
        compact({
          culture: config.culture,
          username: form.value('username'),
          password: form.control('password').value,
          deeplink: c.deeplink,
          deeplinkPrId: c.deeplinkPrId,
          ...trackingIds(c),
        }),
      );
      if (!isCurrent()) return;
      const { data } = answer;
      if (answer.status === 200 && data.session && data.player) {
        session.keep(data.session);
        kit.report({ type: 'loginSuccess', player: data.player });
        return go.afterLogin(then);
      }
      if (answer.status === 409 && data.code === LOGIN_FAILURES.siblingSkin && data.sibling) {
        kit.report({ type: 'loginFailure', code: data.code, sibling: { site: data.sibling.site, prefillCode: data.sibling.prefillCode ?? '' } });
        return dialog.message(t('loginTitle'), t('sibling', { site: kit.siteName(data.sibling.site) }));
      }
      if (answer.status === 401) {
        kit.report({ type: 'loginFailure', code: data.code ?? LOGIN_FAILURES.invalidCredentials });
        return form.fail(t('wrongCredentials'));
      }
      if (answer.status === 429) kit.report({ type: 'loginFailure', code: data.code ?? LOGIN_FAILURES.tooManyAttempts });
      forms.failWith(form, answer);
    },
  });
  dialog.present(
    'login',
    t('loginTitle'),
    intro ? el('p', {}, intro) : null,
    view.form,
    links(
      button(t('forgotLink'), () => go.forgot(), 'mcw-link'),
      button(t('registerLink'), () => go.entry('register'), 'mcw-link'),
    ),
  );
  if (c.prefillCode && !c.username) {
    const mine = dialog.generation();
    void session.api('GET', `prefill?code=${encodeURIComponent(c.prefillCode)}`).then((answer) => {
      const input = view.control('username');
      if (mine === dialog.generation() && answer.status === 200 && answer.data.username && !input.value) input.value = answer.data.username;
    });
  }
}
