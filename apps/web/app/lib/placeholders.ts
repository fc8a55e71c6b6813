/**
 * Square-bracket placeholders in back-end text (spec/catalogue.md: "[slug]" in banners, "[country]"
 * in the restricted page's feed, "[rtp]" in game descriptions). A placeholder the values do not
 * name stays as it is, so markdown such as "[Spiele](route:…)" passes through untouched.
 */
const PLACEHOLDER = /\[([A-Za-z][A-Za-z0-9]*)\]/g;

function replacePlaceholders(text: string, valueOf: (name: string) => string | undefined): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => valueOf(name) ?? whole);
}

/** `[slug]`-style placeholders → route parameter values; `[slug]` also means the route's last parameter. */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string>>): string {
  const values = Object.values(params);
  return replacePlaceholders(text, (name) => (Object.hasOwn(params, name) ? params[name] : name === 'slug' ? values.at(-1) : undefined));
}

/**
 * Numbers in seeded copy ("an RTP of [rtp] %") filled with the culture's formatting ("94,69" in
 * de-DE): the text never carries a number written for one language. Only finite numbers fill a
 * placeholder, and only with what `formatNumber` makes of them, so copy the renderer treats as
 * untrusted gains no markup here.
 */
export function fillNumberPlaceholders(text: string, numbers: Readonly<Record<string, unknown>>, formatNumber: (value: number) => string): string {
  return replacePlaceholders(text, (name) => {
    const value = Object.hasOwn(numbers, name) ? numbers[name] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : undefined;
  });
}
