/**
 * The widget's DOM helpers: every element it shows is made by `el`, with attributes set one by
 * one (never markup from strings), so no copy or answer of the back end can become markup.
 */
export type Attrs = Record<string, string | boolean | null | undefined>;
export type Child = Node | string | null | undefined | false;

/** An element with attributes (null, undefined and false are left out; true is an empty attribute) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value != null && value !== false) node.setAttribute(name, value === true ? '' : value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** A button that runs `run` when clicked: a full-width action, or a link-like one. */
export function button(label: string, run: () => void, kind: 'mcw-btn' | 'mcw-link' = 'mcw-btn'): HTMLButtonElement {
  const node = el('button', { type: 'button', class: kind }, label);
  node.addEventListener('click', run);
  return node;
}

/** The links row under a form. */
export function links(...buttons: HTMLButtonElement[]): HTMLElement {
  return el('div', { class: 'mcw-links' }, ...buttons);
}
