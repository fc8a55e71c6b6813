/** A query parameter's value: empty ones are left out, arrays give one entry per item. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | null | undefined)[];

/** Query string by the spec's rule: empty values left out, arrays repeated per non-empty item. */
export function buildQuery(query: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item));
    }
  }
  return search.toString();
}
