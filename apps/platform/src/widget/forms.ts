import { el, type Attrs, type Child } from './dom.ts';
import type { Answer } from './session.ts';
import type { MessageKey, Translate } from './widget-messages.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldDef {
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

export interface FormView {
  form: HTMLFormElement;
  control(name: string): Control;
  value(name: string): string;
  checked(name: string): boolean;
  /** Shows field errors (name → message) and/or a form-level message, and focuses the summary. */
  fail(message: string, fields?: Record<string, string>, extra?: Child): void;
  /** A success message in the form (role=status). */
  note(message: string): void;
}

export interface FormOptions {
  id: string;
  /** A field, or `{ legend, fields }` for a fieldset (whose entries may also be ready-made elements). */
  groups: (FieldDef | { legend: string; fields: (FieldDef | HTMLElement)[]; attrs?: Attrs })[];
  submit: string;
  /** The form's own rules beyond required fields: field name → message. */
  check?: (view: FormView) => Record<string, string>;
  /** Runs with the buttons disabled and aria-busy; `isCurrent()` turns false once the view is gone. */
  onSubmit: (view: FormView, isCurrent: () => boolean) => Promise<void>;
}

export interface Forms {
  field(def: FieldDef): HTMLElement;
  formView(options: FormOptions): FormView;
  /** The usual answer to a failed request: field errors, else one message (back-end field names mapped by `names`). */
  failWith(view: FormView, answer: Answer, names?: Record<string, string>, age?: number): void;
}

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

/**
 * Accessible forms: every control labelled, required ones marked, errors linked to their
 * fields and summarised in an alert that takes focus. `generation` is the dialog's: a form
 * whose view was replaced while it waited drops the answer.
 */
export function createForms(t: Translate, generation: () => number): Forms {
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

  function formView(options: FormOptions): FormView {
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
      const mine = generation();
      setBusy(true);
      void options.onSubmit(view, () => mine === generation()).finally(() => setBusy(false));
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

  function failWith(view: FormView, answer: Answer, names?: Record<string, string>, age?: number): void {
    if (answer.status === 429) return view.fail(t('tooManyAttempts'));
    if (answer.status === 400 && answer.data.errors) {
      const fields = fieldErrors(answer.data.errors, names, age);
      const known = Object.keys(fields).every((name) => view.control(name));
      return view.fail(known ? t('fixFields') : t('genericError'), fields);
    }
    view.fail(t('genericError'));
  }

  return { field, formView, failWith };
}
