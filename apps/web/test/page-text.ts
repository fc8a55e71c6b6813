/**
 * The text a visitor reads on a server-rendered page: the <title> and the body's text nodes,
 * without scripts, styles, templates, comments or attributes, entities decoded. Shared by the
 * crawl checks (localisation, glossary, market copy) so they all judge the same text.
 *
 * Block elements become line breaks, inline ones nothing, so "4<strong>,2</strong>" reads
 * "4,2" and "<li>4</li><li>2</li>" does not; two inline elements side by side are two words
 * (a tile's game name and provider: "Royal Blitz Jackpot Driftwood Play"); React's `<!-- -->`
 * between adjacent text nodes disappears without a trace. The markup is React's (regular, escaped), so regular
 * expressions are enough.
 */
export function pageText(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, '\n')
    .replace(/(<\/[a-zA-Z][a-zA-Z0-9-]*>)(?=<[a-zA-Z])/g, '$1 ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g, (_, name: string) => (INLINE.has(name.toLowerCase()) ? '' : '\n'));
  return `${decodeEntities(title)}\n${decodeEntities(text)}`
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Phrasing elements that do not break a line of text. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}
