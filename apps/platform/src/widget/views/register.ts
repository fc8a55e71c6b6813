import { REGISTRATION_PROCESS_LOGIN } from '@mc/account-protocol/account-protocol';
import { button, el, links } from '../dom.ts';
import { compact, trackingIds } from '../session.ts';
import { thenOf, type WidgetKit } from '../widget-kit.ts';
import { ageOf, countryOptions, provinceOptions } from './register-options.ts';

/**
 * The registration form: account, personal details, address, consents and an optional deposit
 * limit, in fieldsets. Reports the first interaction once, and a registration with its process.
 */
export function showRegister(kit: WidgetKit): void {
  const { t, config, session, dialog, forms, go } = kit;
  const c = kit.context();
  const country = (c.country ?? config.country ?? config.defaultCountry).toUpperCase();
  const province = forms.field({
    name: 'province',
    label: t('province'),
    type: 'select',
    required: true,
    options: [['', t('choose')], ...provinceOptions(kit.lang)],
  });
  const periods: [string, string][] = [
    ['', t('noLimit')],
    ['daily', t('daily')],
    ['weekly', t('weekly')],
    ['monthly', t('monthly')],
  ];
  let interacted = false;
  const view = forms.formView({
    id: 'mcw-register',
    groups: [
      {
        legend: t('groupAccount'),
        fields: [
          { name: 'username', label: t('newUsername'), autocomplete: 'username', required: true, attrs: { autocapitalize: 'none', spellcheck: 'false' } },
          { name: 'email', label: t('email'), type: 'email', autocomplete: 'email', required: true },
          { name: 'password', label: t('newPassword'), type: 'password', autocomplete: 'new-password', required: true },
        ],
      },
      {
        legend: t('groupPersonal'),
        fields: [
          { name: 'firstName', label: t('firstName'), autocomplete: 'given-name', required: true },
          { name: 'lastName', label: t('lastName'), autocomplete: 'family-name', required: true },
          { name: 'dateOfBirth', label: t('dateOfBirth'), type: 'date', autocomplete: 'bday', required: true },
          { name: 'mobile', label: t('mobile'), type: 'tel', autocomplete: 'tel' },
        ],
      },
      {
        legend: t('groupAddress'),
        fields: [
          { name: 'address', label: t('address'), autocomplete: 'street-address', required: true },
          { name: 'city', label: t('city'), autocomplete: 'address-level2', required: true },
          { name: 'postcode', label: t('postcode'), autocomplete: 'postal-code', required: true },
          {
            name: 'country',
            label: t('country'),
            type: 'select',
            autocomplete: 'country',
            required: true,
            value: country,
            options: countryOptions(config.culture, country),
          },
          province,
        ],
      },
      {
        legend: t('groupConsents'),
        fields: [
          { name: 'terms', label: t('terms'), type: 'checkbox', required: true },
          { name: 'adult', label: t('adult', { age: ageOf(country) }), type: 'checkbox', required: true },
          { name: 'promoEmail', label: t('promoEmail'), type: 'checkbox' },
          { name: 'promoSms', label: t('promoSms'), type: 'checkbox' },
        ],
      },
      {
        legend: t('groupLimit'),
        attrs: { 'aria-describedby': 'mcw-limit-hint' },
        fields: [
          el('p', { class: 'mcw-hint', id: 'mcw-limit-hint' }, t('limitHint')),
          { name: 'limitPeriod', label: t('limitPeriod'), type: 'select', options: periods },
          {
            name: 'limitAmount',
            label: t('limitAmount', { currency: config.currency }),
            type: 'number',
            attrs: { min: '1', step: '1', inputmode: 'numeric' },
          },
        ],
      },
    ],
    submit: t('registerSubmit'),
    check(form) {
      const errors: Record<string, string> = {};
      const period = form.value('limitPeriod');
      const amount = form.value('limitAmount');
      if (period && !amount) errors.limitAmount = t('required');
      if (amount && !period) errors.limitPeriod = t('required');
      if (amount && !(Number(amount) >= 1)) errors.limitAmount = t('invalid');
      return errors;
    },
    async onSubmit(form, isCurrent) {
      const countryCode = form.value('country');
      const period = form.value('limitPeriod');
      const payload = compact({
        culture: config.culture,
        username: form.value('username'),
        email: form.value('email'),
        password: form.control('password').value,
        firstName: form.value('firstName'),
        lastName: form.value('lastName'),
        dateOfBirth: form.value('dateOfBirth'),
        mobile: form.value('mobile'),
        address: form.value('address'),
        city: form.value('city'),
        postcode: form.value('postcode'),
        country: countryCode,
        province: countryCode === 'CA' ? form.value('province') : null,
        consents: { terms: form.checked('terms'), adult: form.checked('adult'), promoEmail: form.checked('promoEmail'), promoSms: form.checked('promoSms') },
        depositLimit: period ? { period, amount: Number(form.value('limitAmount')) } : null,
        aname: c.aname,
        bt: c.bt,
        deeplink: c.deeplink,
        deeplinkPrId: c.deeplinkPrId,
        ...trackingIds(c),
      });
      const answer = await session.api('POST', 'register', payload);
      if (!isCurrent()) return;
      const { data } = answer;
      if (answer.status === 201 && data.session && data.player) {
        session.keep(data.session);
        kit.report({ type: 'registrationSuccess', process: data.process ?? 1, player: data.player });
        // Came to set limits or leave feedback: go on with that; else the page goes on (the voucher step, or a login for process 7).
        const next = thenOf(kit.context());
        return next && data.process !== REGISTRATION_PROCESS_LOGIN ? go.afterLogin(next) : dialog.hide();
      }
      if (answer.status === 202) return dialog.message(t('registerTitle'), t('checkEmail'));
      if (answer.status === 409 && data.sibling) return form.fail(t('siblingRegister', { site: kit.siteName(data.sibling.site) }));
      forms.failWith(
        form,
        answer,
        { 'depositLimit.period': 'limitPeriod', 'depositLimit.amount': 'limitAmount', depositLimit: 'limitAmount', consents: 'terms' },
        ageOf(countryCode),
      );
    },
  });
  const countrySelect = view.control('country');
  const syncCountry = (): void => {
    province.hidden = countrySelect.value !== 'CA';
    const adult = view.form.querySelector('label[for="mcw-f-adult"]');
    if (adult) adult.textContent = t('adult', { age: ageOf(countrySelect.value) });
  };
  countrySelect.addEventListener('change', syncCountry);
  syncCountry();
  const interact = (): void => {
    if (interacted) return;
    interacted = true;
    kit.report({ type: 'registrationInteracted' });
  };
  view.form.addEventListener('input', interact);
  view.form.addEventListener('change', interact);
  dialog.present('registration', t('registerTitle'), view.form, links(button(t('haveAccount'), () => go.entry('login'), 'mcw-link')));
}
