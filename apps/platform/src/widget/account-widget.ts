/**
 * The reference account widget (browser code): the forms and the conversation with the account
 * back end (src/accounts/API.md), behind the page↔widget protocol of @mc/account-protocol.
 *
 * Secrets stay here: passwords live in the form controls only, and the back end's session
 * (a bearer token) in the `session` variable of this closure: never in web storage, a URL, an
 * attribute or the console. The page gets public player state and platform addresses.
 */
import {
  ACCOUNT_HOST_GLOBAL,
  ACCOUNT_PROTOCOL_VERSION,
  LOGIN_FAILURES,
  REGISTRATION_PROCESS_LOGIN,
  type AccountHost,
  type AccountWidget,
  type ActiveWidget,
  type BankTransferAnswer,
  type BankTransferDetails,
  type PlayerResult,
  type WidgetCommand,
  type WidgetContext,
  type WidgetEvent,
} from '@mc/account-protocol/account-protocol';
import type { WidgetConfig } from './widget-config.ts';
import type { MessageKey } from './widget-messages.ts';
import { WIDGET_CSS } from './widget-styles.ts';

/** Countries of the registration form (names come from Intl in the page's language). */
const COUNTRIES = 'AT AU BE CA CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IN IS IT LT LU LV MT NL NO NZ PL PT RO SE SI SK'.split(' ');
/** Canadian provinces and territories: code, English name, French name. */
const PROVINCES: readonly (readonly [string, string, string])[] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Colombie-Britannique'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['QC', 'Quebec', 'Québec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukon'],
];
/** Field error codes of the back end → messages. */
const FIELD_CODES: Record<string, MessageKey> = {
  REQUIRED: 'required',
  INVALID: 'invalid',
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
  TOO_YOUNG: 'tooYoung',
  WEAK_PASSWORD: 'weakPassword',
  USERNAME_TAKEN: 'usernameTaken',
  MISMATCH: 'mismatch',
};

/** Everything the back end may answer, loosely (each caller reads what its endpoint sends). */
interface AnswerBody {
  code?: string;
  errors?: Record<string, string>;
  sibling?: { site: string; prefillCode?: string };
  player?: PlayerResult;
  session?: string;
  process?: number;
  created?: boolean;
  username?: string;
  platformAddress?: string;
  currency?: string;
  daily?: number | null;
  weekly?: number | null;
  monthly?: number | null;
}
interface Answer {
  /** 0: the request did not reach the back end. */
  status: number;
  data: AnswerBody;
}

type Attrs = Record<string, string | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldDef {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel' | 'number' | 'checkbox' | 'select' | 'textarea';
  autocomplete?: string;
  required?: boolean;
  value?: string;
  options?: readonly (readonly [string, string])[];
  hint?: string;
  attrs?: Attrs;
}

interface FormView {
  form: HTMLFormElement;
  control(name: string): Control;
  value(name: string): string;
  checked(name: string): boolean;
  /** Shows field errors (name → message) and/or a form-level message, and focuses the summary. */
  fail(message: string, fields?: Record<string, string>, extra?: Child): void;
  /** A success message in the form (role=status). */
  note(message: string): void;
}

/** Whether the missing-host warning was given (once per page). */
let warned = false;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value != null && value !== false) node.setAttribute(name, value === true ? '' : value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * Registers the widget with the page's host (`window.mcAccountHost`) and reports ready.
 * `scriptSrc` is the script's own URL: the back end lives next to it (`…/sites/{site}/son-auth/`).
 * Returns the widget, or null when there is no host of this protocol version.
 */
export function startAccountWidget(config: WidgetConfig, scriptSrc: string | undefined): AccountWidget | null {
  const host: AccountHost | undefined = window[ACCOUNT_HOST_GLOBAL];
  if (!host || host.version !== ACCOUNT_PROTOCOL_VERSION) {
    if (!warned) console.warn(`account widget: no account host of protocol version ${ACCOUNT_PROTOCOL_VERSION} on window.${ACCOUNT_HOST_GLOBAL}`);
    warned = true;
    return null;
  }
  const base = new URL('.', scriptSrc ?? `${location.origin}/sites/${config.site.toLowerCase()}/son-auth/config`).href;
  const M = config.messages;
  const lang = config.culture.split('-')[0] ?? 'en';

  let session: string | null = null;
  let ctx: WidgetContext | null = null;
  let dialog: HTMLDialogElement | null = null;
  let body: HTMLElement | null = null;
  let feedbackKind: 'feedback' | 'feedback-login' | 'feedback-register' = 'feedback';
  /** Bumped whenever the view changes: answers for a view that is gone are dropped. */
  let generation = 0;

  const report = (event: WidgetEvent): void => {
    try {
      host.report(event);
    } catch (error) {
      console.error('account widget: the host failed on an event', error);
    }
  };
  const t = (key: MessageKey, values: Record<string, string | number> = {}): string =>
    M[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  const siteName = (code: string): string => config.siteNames[code] ?? code;
  const context = (): WidgetContext => {
    if (!ctx) throw new Error('account widget: no context yet');
    return ctx;
  };

  async function api(method: string, path: string, payload?: unknown, auth = false): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    if (auth && session) headers.Authorization = `Bearer ${session}`;
    try {
      const response = await fetch(new URL(path, base).href, {
        method,
        credentials: 'omit',
        headers,
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const type = response.headers.get('content-type') ?? '';
      const data = type.includes('json') ? ((await response.json().catch(() => ({}))) as AnswerBody | null) : null;
      return { status: response.status, data: data && typeof data === 'object' ? data : {} };
    } catch {
      return { status: 0, data: {} };
    }
  }

  /** Leaves out null and empty values (the back end takes absent optional fields). */
  const compact = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== ''));

  // ---- the dialog -------------------------------------------------------------------------

  function visitorClose(): void {
    if (!dialog?.open) return;
    hide();
    report({ type: 'closed' });
  }

  function hide(): void {
    generation++;
    if (dialog?.open) dialog.close();
    if (dialog) dialog.dataset.widget = 'none';
  }

  function ensureDialog(): { dialog: HTMLDialogElement; body: HTMLElement } {
    if (dialog && body && dialog.isConnected) return { dialog, body };
    if (!document.getElementById('mcw-style')) document.head.append(el('style', { id: 'mcw-style' }, WIDGET_CSS));
    body = el('div', { class: 'mcw-box' });
    dialog = el('dialog', { class: 'mcw', 'data-testid': 'account-widget', 'aria-labelledby': 'mcw-title', lang: config.culture }, body);
    const node = dialog;
    node.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      visitorClose();
    });
    node.addEventListener('cancel', (event) => {
      event.preventDefault();
      visitorClose();
    });
    // A click on the dialog element itself is a click on its backdrop: the box fills the dialog.
    node.addEventListener('click', (event) => {
      if (event.target === node) visitorClose();
    });
    document.body.append(node);
    return { dialog: node, body };
  }

  /** Puts a view in the dialog (opening it if need be), reports `shown` and moves focus. */
  function present(widget: ActiveWidget | null, title: string, ...content: Child[]): void {
    generation++;
    const view = ensureDialog();
    const close = el(
      'button',
      { type: 'button', class: 'mcw-x', 'aria-label': t('close'), 'data-testid': 'account-widget-close' },
      el('span', { 'aria-hidden': 'true' }, '×'),
    );
    close.addEventListener('click', visitorClose);
    view.body.replaceChildren(
      el('div', { class: 'mcw-head' }, el('h2', { id: 'mcw-title' }, title), close),
      ...content.filter((child): child is Node | string => !!child),
    );
    if (widget) view.dialog.dataset.widget = widget;
    if (!view.dialog.open) view.dialog.showModal();
    const first = view.body.querySelector<HTMLElement>('input, select, textarea, .mcw-btn, .mcw-link') ?? close;
    first.focus();
    if (widget) report({ type: 'shown', widget });
  }

  /** A message in place of the current view (same dialog name, no new `shown`). */
  function message(title: string, text: string, ...actions: Child[]): void {
    present(null, title, el('p', { class: 'mcw-status', role: 'status' }, text), ...actions);
  }

  function button(label: string, run: () => void, kind: 'mcw-btn' | 'mcw-link' = 'mcw-btn'): HTMLButtonElement {
    const node = el('button', { type: 'button', class: kind }, label);
    node.addEventListener('click', run);
    return node;
  }

  // ---- forms ------------------------------------------------------------------------------

  function field(def: FieldDef): HTMLElement {
    const id = `mcw-f-${def.name}`;
    const type = def.type ?? 'text';
    const required = def.required ?? false;
    const attrs: Attrs = {
      id,
      name: def.name,
      autocomplete: def.autocomplete,
      required,
      'aria-required': required ? 'true' : null,
      'aria-describedby': def.hint ? `${id}-hint` : null,
      ...def.attrs,
    };
    let control: Control;
    if (type === 'select') {
      control = el('select', attrs, ...(def.options ?? []).map(([value, label]) => el('option', { value }, label)));
      control.value = def.value ?? '';
    } else if (type === 'textarea') {
      control = el('textarea', attrs);
      control.value = def.value ?? '';
    } else {
      control = el('input', { type, ...attrs });
      if (def.value) control.value = def.value;
    }
    const label = el('label', { for: id }, required || type === 'checkbox' ? def.label : `${def.label} ${t('optional')}`);
    const hint = def.hint ? el('p', { class: 'mcw-hint', id: `${id}-hint` }, def.hint) : null;
    const error = el('p', { class: 'mcw-err', id: `${id}-err`, hidden: true });
    return type === 'checkbox'
      ? el('div', { class: 'mcw-field mcw-check', 'data-field': def.name }, control, label, hint, error)
      : el('div', { class: 'mcw-field', 'data-field': def.name }, label, control, hint, error);
  }

  /**
   * A form of fields (an array is a list of fields; `{ legend, fields }` a fieldset). Required
   * fields are checked here first; `check` adds the form's own rules. `submit` runs with the
   * buttons disabled and aria-busy; a view change while it waits makes its results moot.
   */
  function formView(options: {
    id: string;
    groups: (FieldDef | { legend: string; fields: (FieldDef | HTMLElement)[]; attrs?: Attrs })[];
    submit: string;
    check?: (view: FormView) => Record<string, string>;
    onSubmit: (view: FormView, isCurrent: () => boolean) => Promise<void>;
  }): FormView {
    const summary = el('div', { class: 'mcw-summary', role: 'alert', tabindex: '-1', id: `${options.id}-summary`, hidden: true });
    const status = el('p', { class: 'mcw-status', role: 'status', hidden: true });
    const submit = el('button', { type: 'submit', class: 'mcw-btn' }, options.submit);
    const form = el(
      'form',
      { id: options.id, novalidate: true },
      summary,
      status,
      ...options.groups.map((group) =>
        'legend' in group
          ? el(
              'fieldset',
              group.attrs ?? {},
              el('legend', {}, group.legend),
              ...group.fields.map((entry) => (entry instanceof HTMLElement ? entry : field(entry))),
            )
          : field(group),
      ),
      submit,
    );
    const control = (name: string): Control => form.querySelector<Control>(`[name="${name}"]`) as Control;
    const clear = (): void => {
      summary.hidden = true;
      summary.replaceChildren();
      status.hidden = true;
      for (const node of form.querySelectorAll<Control>('[aria-invalid]')) {
        node.removeAttribute('aria-invalid');
        const hint = document.getElementById(`${node.id}-hint`);
        if (hint) node.setAttribute('aria-describedby', hint.id);
        else node.removeAttribute('aria-describedby');
        const error = document.getElementById(`${node.id}-err`);
        if (error) {
          error.hidden = true;
          error.textContent = '';
        }
      }
    };
    const view: FormView = {
      form,
      control,
      value: (name) => control(name)?.value.trim() ?? '',
      checked: (name) => (control(name) as HTMLInputElement | null)?.checked ?? false,
      fail(text, fields = {}, extra) {
        const items: HTMLElement[] = [];
        for (const [name, error] of Object.entries(fields)) {
          const node = control(name);
          const box = document.getElementById(`mcw-f-${name}-err`);
          if (!node || !box) continue;
          box.textContent = error;
          box.hidden = false;
          node.setAttribute('aria-invalid', 'true');
          node.setAttribute('aria-describedby', [node.getAttribute('aria-describedby'), box.id].filter(Boolean).join(' '));
          const label = form.querySelector(`label[for="${node.id}"]`)?.textContent ?? name;
          items.push(el('li', {}, `${label}: ${error}`));
        }
        summary.replaceChildren(el('div', {}, el('p', {}, text), items.length > 0 && el('ul', {}, ...items), extra));
        summary.hidden = false;
        summary.focus();
      },
      note(text) {
        status.textContent = text;
        status.hidden = false;
      },
    };
    const setBusy = (busy: boolean): void => {
      for (const node of form.closest('.mcw-box')?.querySelectorAll<HTMLButtonElement>('button:not(.mcw-x)') ?? []) node.disabled = busy;
      if (busy) submit.setAttribute('aria-busy', 'true');
      else submit.removeAttribute('aria-busy');
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      clear();
      const errors: Record<string, string> = {};
      for (const node of form.querySelectorAll<Control>('[required]')) {
        const empty = node instanceof HTMLInputElement && node.type === 'checkbox' ? !node.checked : !node.value.trim();
        if (empty && !node.closest('[hidden]')) errors[node.name] = t('required');
      }
      Object.assign(errors, options.check?.(view) ?? {});
      if (Object.keys(errors).length) return view.fail(t('fixFields'), errors);
      const mine = generation;
      setBusy(true);
      void options.onSubmit(view, () => mine === generation).finally(() => setBusy(false));
    });
    return view;
  }

  /** Back-end field errors → the form's fields and messages. */
  function fieldErrors(errors: Record<string, string> | undefined, names: Record<string, string> = {}, age = 18): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, code] of Object.entries(errors ?? {})) {
      const name = names[key] ?? key.replace(/^consents\./, '');
      out[name] = t(FIELD_CODES[code] ?? 'invalid', { age });
    }
    return out;
  }

  /** The usual answer to a failed request: field errors, else one message. */
  function failWith(view: FormView, answer: Answer, names?: Record<string, string>, age?: number): void {
    if (answer.status === 429) return view.fail(t('tooManyAttempts'));
    if (answer.status === 400 && answer.data.errors) {
      const fields = fieldErrors(answer.data.errors, names, age);
      const known = Object.keys(fields).every((name) => view.control(name));
      return view.fail(known ? t('fixFields') : t('genericError'), fields);
    }
    view.fail(t('genericError'));
  }

  // ---- views ------------------------------------------------------------------------------

  /** After a login: a form of the widget's, `done` (the page shows what the player came for: the widget closes), or the platform. */
  type Then = 'limits' | 'feedback' | 'done' | null;
  const INTENT_THEN: Partial<Record<NonNullable<WidgetContext['intent']>, Then>> = { depositLimits: 'limits', feedback: 'feedback', bankTransfer: 'done' };
  const intentThen = (): Then => (ctx?.intent ? (INTENT_THEN[ctx.intent] ?? null) : null);

  function afterLogin(then: Then): void {
    if (then === 'limits') void showLimits();
    else if (then === 'feedback') showFeedback();
    else if (then === 'done') done();
    else message(t('goingTitle'), t('going'));
  }

  /** Closed as if by the visitor (the page drops the account hash): what they came for shows on the page. */
  function done(): void {
    hide();
    report({ type: 'closed' });
  }

  function showLogin(then: Then = intentThen(), intro?: string): void {
    const c = context();
    const view = formView({
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
        const answer = await api(
          'POST',
          'login',
          compact({
            culture: config.culture,
            username: form.value('username'),
            password: form.control('password').value,
            deeplink: c.deeplink,
            deeplinkPrId: c.deeplinkPrId,
          }),
        );
        if (!isCurrent()) return;
        const { data } = answer;
        if (answer.status === 200 && data.session && data.player) {
          session = data.session;
          report({ type: 'loginSuccess', player: data.player });
          return afterLogin(then);
        }
        if (answer.status === 409 && data.code === LOGIN_FAILURES.siblingSkin && data.sibling) {
          report({ type: 'loginFailure', code: data.code, sibling: { site: data.sibling.site, prefillCode: data.sibling.prefillCode ?? '' } });
          return message(t('loginTitle'), t('sibling', { site: siteName(data.sibling.site) }));
        }
        if (answer.status === 401) {
          report({ type: 'loginFailure', code: data.code ?? LOGIN_FAILURES.invalidCredentials });
          return form.fail(t('wrongCredentials'));
        }
        if (answer.status === 429) report({ type: 'loginFailure', code: data.code ?? LOGIN_FAILURES.tooManyAttempts });
        failWith(form, answer);
      },
    });
    present(
      'login',
      t('loginTitle'),
      intro ? el('p', {}, intro) : null,
      view.form,
      el(
        'div',
        { class: 'mcw-links' },
        button(t('forgotLink'), showForgot, 'mcw-link'),
        button(t('registerLink'), () => entry('register'), 'mcw-link'),
      ),
    );
    if (c.prefillCode && !c.username) {
      const mine = generation;
      void api('GET', `prefill?code=${encodeURIComponent(c.prefillCode)}`).then((answer) => {
        const input = view.control('username');
        if (mine === generation && answer.status === 200 && answer.data.username && !input.value) input.value = answer.data.username;
      });
    }
  }

  function countryOptions(selected: string): [string, string][] {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([config.culture, 'en'], { type: 'region' });
    } catch {
      // names stay codes
    }
    const codes = COUNTRIES.includes(selected) ? COUNTRIES : [...COUNTRIES, selected];
    return codes.map((code): [string, string] => [code, names?.of(code) ?? code]).sort((a, b) => a[1].localeCompare(b[1], config.culture));
  }

  function showRegister(): void {
    const c = context();
    const country = (c.country ?? config.country ?? config.defaultCountry).toUpperCase();
    const ageOf = (code: string): number => (code === 'CA' ? 19 : 18);
    const province = field({
      name: 'province',
      label: t('province'),
      type: 'select',
      required: true,
      options: [['', t('choose')], ...PROVINCES.map(([code, english, french]): [string, string] => [code, lang === 'fr' ? french : english])],
    });
    const periods: [string, string][] = [
      ['', t('noLimit')],
      ['daily', t('daily')],
      ['weekly', t('weekly')],
      ['monthly', t('monthly')],
    ];
    let interacted = false;
    const view = formView({
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
            { name: 'country', label: t('country'), type: 'select', autocomplete: 'country', required: true, value: country, options: countryOptions(country) },
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
        });
        const answer = await api('POST', 'register', payload);
        if (!isCurrent()) return;
        const { data } = answer;
        if (answer.status === 201 && data.session && data.player) {
          session = data.session;
          report({ type: 'registrationSuccess', process: data.process ?? 1, player: data.player });
          // Came to set limits or leave feedback: go on with that; else the page goes on (the voucher step, or a login for process 7).
          const next = intentThen();
          return next && data.process !== REGISTRATION_PROCESS_LOGIN ? afterLogin(next) : hide();
        }
        if (answer.status === 202) return message(t('registerTitle'), t('checkEmail'));
        if (answer.status === 409 && data.sibling) return form.fail(t('siblingRegister', { site: siteName(data.sibling.site) }));
        failWith(
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
      report({ type: 'registrationInteracted' });
    };
    view.form.addEventListener('input', interact);
    view.form.addEventListener('change', interact);
    present(
      'registration',
      t('registerTitle'),
      view.form,
      el(
        'div',
        { class: 'mcw-links' },
        button(t('haveAccount'), () => entry('login'), 'mcw-link'),
      ),
    );
  }

  function showForgot(): void {
    const c = context();
    const view = formView({
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
        const answer = await api('POST', 'forgot-password', { culture: config.culture, login: form.value('login') });
        if (!isCurrent()) return;
        if (answer.status >= 200 && answer.status < 300) {
          report({ type: 'passwordResetRequested' });
          return message(
            t('forgotTitle'),
            t('forgotSent'),
            button(t('backToLogin'), () => showLogin(), 'mcw-link'),
          );
        }
        failWith(form, answer);
      },
    });
    present(
      'forgot-password',
      t('forgotTitle'),
      el('p', {}, t('forgotIntro')),
      view.form,
      el(
        'div',
        { class: 'mcw-links' },
        button(t('backToLogin'), () => showLogin(), 'mcw-link'),
      ),
    );
  }

  function showReset(code: string): void {
    const view = formView({
      id: 'mcw-reset',
      groups: [
        { name: 'password', label: t('resetPassword'), type: 'password', autocomplete: 'new-password', required: true },
        { name: 'confirm', label: t('resetConfirm'), type: 'password', autocomplete: 'new-password', required: true },
      ],
      submit: t('resetSubmit'),
      check: (form): Record<string, string> => (form.control('password').value !== form.control('confirm').value ? { confirm: t('mismatch') } : {}),
      async onSubmit(form, isCurrent) {
        const answer = await api('POST', 'reset-password', { code, password: form.control('password').value });
        if (!isCurrent()) return;
        if (answer.status === 204 || answer.status === 200) {
          report({ type: 'passwordReset' });
          return message(
            t('resetTitle'),
            t('resetDone'),
            button(t('loginSubmit'), () => showLogin()),
          );
        }
        if (answer.data.code === 'INVALID_RESET_CODE') return form.fail(t('resetInvalid'), {}, button(t('forgotLink'), showForgot, 'mcw-link'));
        failWith(form, answer);
      },
    });
    present('reset-password', t('resetTitle'), view.form);
  }

  function showPayNPlay(then: Then = intentThen(), intro?: string): void {
    const view = formView({
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
        const c = context();
        const answer = await api(
          'POST',
          'paynplay',
          compact({
            culture: config.culture,
            personalNumber: form.value('personalNumber'),
            amount: Number(form.value('amount')),
            deeplink: c.deeplink,
            deeplinkPrId: c.deeplinkPrId,
          }),
        );
        if (!isCurrent()) return;
        const { data } = answer;
        if ((answer.status === 200 || answer.status === 201) && data.session && data.player) {
          session = data.session;
          if (data.created) {
            report({ type: 'registrationSuccess', process: data.process ?? 1, player: data.player });
            return then ? afterLogin(then) : hide();
          }
          report({ type: 'loginSuccess', player: data.player });
          return afterLogin(then);
        }
        failWith(form, answer);
      },
    });
    present('paynplay', t('pnpTitle'), intro ? el('p', {}, intro) : null, el('p', {}, t('pnpIntro')), view.form);
  }

  function showFeedback(): void {
    const view = formView({
      id: 'mcw-feedback',
      groups: [
        { name: 'message', label: t('feedbackMessage'), type: 'textarea', required: true, attrs: { maxlength: '2000' } },
        { name: 'email', label: t('email'), type: 'email', autocomplete: 'email', hint: t('feedbackEmailHint') },
      ],
      submit: t('feedbackSubmit'),
      async onSubmit(form, isCurrent) {
        const payload = compact({ culture: config.culture, kind: feedbackKind, message: form.value('message'), email: form.value('email') });
        const answer = await api('POST', 'feedback', payload, true);
        if (!isCurrent()) return;
        if (answer.status === 201 || answer.status === 200) {
          report({ type: 'feedbackSent' });
          return message(t('feedbackTitle'), t('feedbackThanks'));
        }
        failWith(form, answer);
      },
    });
    present('feedback', t('feedbackTitle'), el('p', {}, t('feedbackIntro')), view.form);
  }

  async function showLimits(): Promise<void> {
    if (!session) return loginFor('limits', t('loginIntro'));
    const mine = ++generation;
    const current = await api('GET', 'deposit-limits', undefined, true);
    if (mine !== generation) return;
    if (current.status === 401) {
      session = null;
      return loginFor('limits', t('sessionExpired'));
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
    const view = formView({
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
        const answer = await api('PUT', 'deposit-limits', { daily: read('daily'), weekly: read('weekly'), monthly: read('monthly') }, true);
        if (!isCurrent()) return;
        if (answer.status === 200) {
          form.note(t('limitsSaved'));
          report({ type: 'depositLimitSaved' });
          return;
        }
        if (answer.status === 401) {
          session = null;
          return loginFor('limits', t('sessionExpired'));
        }
        failWith(form, answer);
      },
    });
    present('deposit-limits', t('limitsTitle'), el('p', { id: 'mcw-limits-intro' }, t('limitsIntro')), view.form);
  }

  function notice(title: MessageKey, text: MessageKey, action?: [MessageKey, () => void]): void {
    present('notice', t(title), el('p', {}, t(text)), action ? button(t(action[0]), action[1]) : null);
  }

  /** A login before `then`: Pay N Play where the culture has it (its players have no password). */
  function loginFor(then: Then, intro: string): void {
    if (context().payNPlay) showPayNPlay(then, intro);
    else showLogin(then, intro);
  }

  /** Login or registration: the Pay N Play form where the culture has it. */
  function entry(kind: 'login' | 'register'): void {
    if (context().payNPlay) showPayNPlay();
    else if (kind === 'login') showLogin();
    else showRegister();
  }

  function open(): void {
    const c = context();
    const { funnelPoint, module } = c.accountMode;
    // Where real money is barred (India) the page sends every way in here: no button leads on.
    if (!config.realMoneyPlay && (funnelPoint === 'playblocked' || funnelPoint === 'registerblocked')) {
      return notice('realMoneyUnavailableTitle', 'realMoneyUnavailable');
    }
    if (funnelPoint === 'playblocked') return notice('playBlockedTitle', 'playBlocked', ['registerButton', () => entry('register')]);
    if (funnelPoint === 'registerblocked') return notice('registerBlockedTitle', 'registerBlocked', ['loginSubmit', () => entry('login')]);
    if (module === 'geoBlock') return notice('geoBlockTitle', 'geoBlock');
    if (c.intent === 'depositLimits' || c.hashMode === 'depositlimits') return void showLimits();
    if (module === 'feedback' || c.hashMode?.startsWith('feedback')) {
      feedbackKind = c.hashMode === 'feedback-login' || c.hashMode === 'feedback-register' ? c.hashMode : 'feedback';
      return feedbackKind === 'feedback-login' && !session ? loginFor('feedback', t('loginIntro')) : showFeedback();
    }
    if (module === 'resetPassword') return c.resetCode ? showReset(c.resetCode) : showForgot();
    // Privacy and terms (#account/privacy, #account/terms, funnel point preRegister) have no view of
    // their own here: the registration form is where they are accepted.
    entry(module === 'register' || module === 'privacy' || module === 'terms' ? 'register' : 'login');
  }

  function run(command: WidgetCommand): void {
    switch (command.type) {
      case 'none':
      case 'close':
        return hide();
      case 'maintenance':
        return notice('maintenanceTitle', 'maintenance');
      case 'goToPlatform':
        return message(t('goingTitle'), t('going'));
      case 'login':
      case 'register':
        ctx = command.context;
        feedbackKind = 'feedback';
        // The deposit-limit intent (#account/depositlimits) of a player logged in here: no second login.
        if (command.type === 'login' && session && intentThen() === 'limits') return void showLimits();
        if (command.type === 'login' && session && intentThen() === 'done') return done();
        return entry(command.type);
      case 'forgotPassword':
        ctx = command.context;
        return showForgot();
      case 'open':
        ctx = command.context;
        return open();
    }
  }

  /** The site API beside the account back end (`…/sites/{site}/v1/…`). */
  const siteApi = (path: string, query: Record<string, string>): string => {
    const url = new URL(`../v1/${path}`, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  };

  async function bankTransfer(request: { culture: string; code: string }): Promise<BankTransferAnswer> {
    if (!session) return { status: 'no-session' };
    // `rnd`: the spec's cache-buster; the answer is no-store anyway.
    const rnd = Math.random().toString(36).slice(2, 10);
    const answer = await api('GET', siteApi('player/bank-transfer', { culture: request.culture, code: request.code, rnd }), undefined, true);
    if (answer.status === 401) {
      session = null;
      return { status: 'no-session' };
    }
    const details = answer.data as Partial<Record<keyof BankTransferDetails, unknown>>;
    const fields = ['code', 'bankName', 'beneficiary', 'iban', 'bic', 'reference', 'currency', 'instructions'] as const;
    if (answer.status !== 200 || !fields.every((field) => typeof details[field] === 'string')) return { status: 'failed' };
    return { status: 'ok', details: Object.fromEntries(fields.map((field) => [field, details[field]])) as unknown as BankTransferDetails };
  }

  const widget: AccountWidget = {
    version: ACCOUNT_PROTOCOL_VERSION,
    command(command) {
      try {
        run(command);
      } catch (error) {
        console.error(`account widget: command ${command.type} failed`, error);
      }
    },
    async platformAddress() {
      if (!session) return null;
      const answer = await api('POST', 'handoff', compact({ deeplink: ctx?.deeplink, deeplinkPrId: ctx?.deeplinkPrId }), true);
      if (answer.status === 401) session = null;
      return answer.status === 200 && typeof answer.data.platformAddress === 'string' ? answer.data.platformAddress : null;
    },
    bankTransfer,
  };
  host.register(widget);
  report({ type: 'ready' });
  return widget;
}
