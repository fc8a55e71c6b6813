import compile from 'icu-minify/compile';

/** A message tree with every ICU string compiled to icu-minify's compact form (plain text stays a string). */
export function compileMessages<T>(tree: T): T {
  if (typeof tree === 'string') return compile(tree) as T;
  if (tree === null || typeof tree !== 'object') return tree;
  return Object.fromEntries(Object.entries(tree as Record<string, unknown>).map(([key, value]) => [key, compileMessages(value)])) as T;
}
