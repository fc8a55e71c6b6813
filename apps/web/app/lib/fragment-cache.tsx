import { LRUCache } from 'lru-cache';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Server-rendered fragments kept as HTML between requests (issue 19: the frame around every
 * page was rendered again for each one, the same header menus, footer links and badges for a
 * culture). A `<CachedFragment>` names what its HTML depends on; the first render of those
 * inputs is kept, and later documents get the kept HTML spliced in where the fragment stands
 * instead of rendering it. Pages stay the same bytes: the splice puts back exactly what React
 * wrote.
 *
 * What may go in a fragment: elements whose HTML is a function of the inputs named in `deps`
 * (and of the build: messages, market frames, the site's public view). Not: islands (they
 * register themselves with the document's island scope as they render), anything that reads
 * the route (pathname, matches) unless that is in `deps`, `useId` (its ids follow the tree's
 * shape, which differs between routes), text right beside the fragment (React separates
 * adjacent text with a comment the markers would hide), and fragments inside fragments.
 *
 * Without a cache in context (the browser, development, unit tests) a fragment is its children.
 */

/** One document's render: which fragments it used, and the markers that stand for them in its HTML. */
export interface FragmentRender {
  /** Registers a fragment of this document; `hit` when its HTML is kept already. */
  use(key: string): { index: number; hit: boolean };
  /** The marker elements' tag names: unguessable, so no page content can forge one. */
  readonly tags: { kept: string; fresh: string };
  /** The document's HTML with each marker replaced, and what missed kept for the next one. */
  finish(html: string): string;
}

const FragmentContext = createContext<{ render: FragmentRender; inside: boolean } | null>(null);

/** The document's fragment render, for the whole tree (entry.server.tsx). */
export function FragmentCacheProvider({ render, children }: { render: FragmentRender | null; children: ReactNode }) {
  return <FragmentContext value={render && { render, inside: false }}>{children}</FragmentContext>;
}

/** Its children's HTML, rendered once per value of `deps` while the server runs. */
export function CachedFragment({ name, deps, children }: { name: string; deps: readonly unknown[]; children: ReactNode }) {
  const context = useContext(FragmentContext);
  if (!context) return children;
  if (context.inside) throw new Error(`fragment ${name} inside another cached fragment`);
  const { index, hit } = context.render.use(`${name}\u0000${JSON.stringify(deps)}`);
  // Custom element names; typed as an element React knows. One element, never an array of
  // siblings: an array would shift the tree positions `useId` derives its ids from.
  const { kept: Kept, fresh: Fresh } = context.render.tags as Record<'kept' | 'fresh', 'template'>;
  if (hit) return <Kept data-i={index} />;
  return (
    <Fresh data-i={index}>
      <FragmentContext value={{ render: context.render, inside: true }}>{children}</FragmentContext>
    </Fresh>
  );
}

/** The kept fragments of a server process: at most `maxEntries`, the least recently used dropped first. */
export class FragmentCache {
  readonly #kept: LRUCache<string, string>;
  readonly #tags: FragmentRender['tags'];
  /** What every marker starts with; then `kept data-i="N"></…>` or `fresh data-i="N">…</…>`. */
  readonly #lead: string;

  constructor(maxEntries = 500) {
    this.#kept = new LRUCache({ max: maxEntries });
    const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    this.#tags = { kept: `mc-${nonce}-kept`, fresh: `mc-${nonce}-fresh` };
    this.#lead = `<mc-${nonce}-`;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** One document's render. */
  begin(): FragmentRender {
    const keys: string[] = [];
    const hits = new Map<number, string>();
    return {
      tags: this.#tags,
      use: (key) => {
        const index = keys.push(key) - 1;
        const html = this.#kept.get(key);
        if (html === undefined) return { index, hit: false };
        hits.set(index, html);
        return { index, hit: true };
      },
      finish: (html) => {
        if (keys.length === 0) return html;
        // A scan with indexOf: a regular expression over the whole document was 1–2 % of a request.
        const lead = this.#lead;
        const freshEnd = `</${this.#tags.fresh}>`;
        let out = '';
        let from = 0;
        for (let at = html.indexOf(lead); at !== -1; at = html.indexOf(lead, from)) {
          out += html.slice(from, at);
          const kept = html.startsWith('kept', at + lead.length);
          const indexStart = html.indexOf('"', at) + 1;
          const index = Number(html.slice(indexStart, html.indexOf('"', indexStart)));
          const openEnd = html.indexOf('>', indexStart) + 1;
          if (kept) {
            out += hits.get(index) ?? '';
            from = html.indexOf('>', openEnd) + 1;
          } else {
            const end = html.indexOf(freshEnd, openEnd);
            const rendered = html.slice(openEnd, end);
            this.#kept.set(keys[index]!, rendered);
            out += rendered;
            from = end + freshEnd.length;
          }
        }
        return out + html.slice(from);
      },
    };
  }
}
