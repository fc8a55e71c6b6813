import type { Plugin } from 'vite';

/**
 * One cache of `Intl` formatters for the whole process, in the built server and in the browser
 * (issue 19, measured with the bench's profiles and `npm run bench:ab`).
 *
 * use-intl's provider builds a new, empty formatter cache for every provider without a parent
 * provider: on the server that is every request's document and every island root it renders, so
 * each request constructed its `Intl.NumberFormat`, `DateTimeFormat`, `PluralRules` and
 * `ListFormat` objects again (a few percent of a request); in the browser each island root did.
 * Its cache keys hold the locale and the options (memoised by their JSON), and our messages are
 * compiled ahead of time (no message cache is filled), so the cache is bounded by the formats
 * the code uses, whatever the visitors send. use-intl takes no cache from outside, so its
 * provider's two `createCache()` / `createIntlFormatters()` calls are pointed at one module-level
 * pair. Development keeps use-intl as installed; the build fails if its code no longer has the
 * shape patched, rather than silently paying the cost again.
 */
export function useIntlSharedFormatters(): Plugin {
  return {
    name: 'mc:use-intl-shared-formatters',
    apply: 'build',
    transform(code, id) {
      if (!/\/use-intl\/dist\/esm\/production\/react\.js$/.test(id)) return;
      return withSharedFormatters(code, id);
    },
  };
}

/**
 * The provider's memoised cache and formatters, as minified in use-intl's production dist:
 * `p=t((()=>w?.cache||n()),[c,w?.cache]),E=t((()=>w?.formatters||s(p)),[p,w?.formatters])`.
 */
const PROVIDER_CACHE =
  /(\w+)=(\w+)\(\(\(\)=>(\w+)\?\.cache\|\|(\w+)\(\)\),\[(\w+),\3\?\.cache\]\),(\w+)=\2\(\(\(\)=>\3\?\.formatters\|\|(\w+)\(\1\)\),\[\1,\3\?\.formatters\]\)/;
const SHARED = '__mcSharedIntl';

/** use-intl's React module with its provider using the process-wide cache; throws when the provider is not found as expected. */
export function withSharedFormatters(code: string, id = 'use-intl'): string {
  const found = code.match(new RegExp(PROVIDER_CACHE, 'g'))?.length ?? 0;
  if (found !== 1)
    throw new Error(`${id}: expected use-intl's provider to build its formatter cache in 1 place, found ${found}; see use-intl-shared-formatters.ts`);
  let createCache = '';
  let createFormatters = '';
  const patched = code.replace(PROVIDER_CACHE, (_all, cache, useMemo, parent, create, locale, formatters, createIntl) => {
    createCache = create;
    createFormatters = createIntl;
    return (
      `${cache}=${useMemo}((()=>${parent}?.cache||${SHARED}.cache),[${locale},${parent}?.cache]),` +
      `${formatters}=${useMemo}((()=>${parent}?.formatters||${SHARED}.formatters),[${cache},${parent}?.formatters])`
    );
  });
  return `${patched}\nconst ${SHARED}=(()=>{const cache=${createCache}();return{cache,formatters:${createFormatters}(cache)}})();\n`;
}
