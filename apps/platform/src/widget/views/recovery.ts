import { button, el, links } from '../dom.ts';
import type { WidgetKit } from '../widget-kit.ts';

/** The forgotten-password form: a reset link goes to the account's email address, whatever was typed. */
export function showForgot(kit: WidgetKit): void {
  const { t, config, session, dialog, forms, go } = kit;
  const c = kit.context();
  const view = forms.formView({
    id: 'mcw-forgot',
    groups: [
      {
        name: 'login',
        label: t('username'),
        autocomplete: 'username',
        required: true,
        value: c.username ?? '',
        attrs: { autocapitalize: 'none', spellcheck: 'false' },
      },
    ],
    submit: t('forgotSubmit'),
    async onSubmit(form, isCurrent) {
      const answer = await session.api('POST', 'forgot-password', { culture: config.culture, login: form.value('login') });
      if (!isCurrent()) return;
      if (answer.status >= 200 && answer.status < 300) {
        kit.report({ type: 'passwordResetRequested' });
        return dialog.message(
          t('forgotTitle'),
          t('forgotSent'),
          button(t('backToLogin'), () => go.login(), 'mcw-link'),
        );
      }
      forms.failWith(form, answer);
    },
  });
  dialog.present('forgot-password', t('forgotTitle'), el('p', {}, t('forgotIntro')), view.form, links(button(t('backToLogin'), () => go.login(), 'mcw-link')));
}

/** The new-password form of a reset link's code; then the login form. */
export function showReset(kit: WidgetKit, code: string): void {
  const { t, session, dialog, forms, go } = kit;
  const view = forms.formView({
    id: 'mcw-reset',
    groups: [
      { name: 'password', label: t('resetPassword'), type: 'password', autocomplete: 'new-password', required: true },
      { name: 'confirm', label: t('resetConfirm'), type: 'password', autocomplete: 'new-password', required: true },
    ],
    submit: t('resetSubmit'),
    check: (form): Record<string, string> => (form.control('password').value !== form.control('confirm').value ? { confirm: t('mismatch') } : {}),
    async onSubmit(form, isCurrent) {
      const answer = await session.api('POST', 'reset-password', { code, password: form.control('password').value });
      if (!isCurrent()) return;
      if (answer.status === 204 || answer.status === 200) {
        kit.report({ type: 'passwordReset' });
        return dialog.message(
          t('resetTitle'),
          t('resetDone'),
          button(t('loginSubmit'), () => go.login()),
        );
      }
      if (answer.data.code === 'INVALID_RESET_CODE')
        return form.fail(
          t('resetInvalid'),
          {},
          button(t('forgotLink'), () => go.forgot(), 'mcw-link'),
        );
      forms.failWith(form, answer);
    },
  });
  dialog.present('reset-password', t('resetTitle'), view.form);
}
