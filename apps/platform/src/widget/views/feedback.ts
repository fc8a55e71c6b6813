import { el } from '../dom.ts';
import { compact } from '../session.ts';
import type { WidgetKit } from '../widget-kit.ts';

/** The feedback form (with the session where the player logged in first: feedback-login). */
export function showFeedback(kit: WidgetKit): void {
  const { t, config, session, dialog, forms } = kit;
  const view = forms.formView({
    id: 'mcw-feedback',
    groups: [
      { name: 'message', label: t('feedbackMessage'), type: 'textarea', required: true, attrs: { maxlength: '2000' } },
      { name: 'email', label: t('email'), type: 'email', autocomplete: 'email', hint: t('feedbackEmailHint') },
    ],
    submit: t('feedbackSubmit'),
    async onSubmit(form, isCurrent) {
      const payload = compact({ culture: config.culture, kind: kit.feedbackKind(), message: form.value('message'), email: form.value('email') });
      const answer = await session.api('POST', 'feedback', payload, true);
      if (!isCurrent()) return;
      if (answer.status === 201 || answer.status === 200) {
        kit.report({ type: 'feedbackSent' });
        return dialog.message(t('feedbackTitle'), t('feedbackThanks'));
      }
      forms.failWith(form, answer);
    },
  });
  dialog.present('feedback', t('feedbackTitle'), el('p', {}, t('feedbackIntro')), view.form);
}
