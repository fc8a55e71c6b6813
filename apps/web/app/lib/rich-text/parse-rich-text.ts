/**
 * The markdown-like text of spec/catalogue.md section 5 as a small syntax tree: paragraphs
 * (blank lines), line breaks, **bold**, *italic* or _italic_, and [label](target) links.
 * Nothing else is markup: HTML and anything unknown stay literal text, rendered inert.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'br' }
  | { type: 'link'; target: string; children: Inline[] };

export type Block = { type: 'paragraph'; children: Inline[] };

/** Longest text parsed; longer content is cut rather than risk slow pages. */
export const MAX_RICH_TEXT_LENGTH = 100_000;
const MAX_DEPTH = 6;

export function parseRichText(source: string): Block[] {
  const text = source.slice(0, MAX_RICH_TEXT_LENGTH).replace(/\r\n?/g, '\n');
  return text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => ({ type: 'paragraph', children: withBreaks(paragraph) }));
}

function withBreaks(paragraph: string): Inline[] {
  return paragraph.split('\n').flatMap((line, index) => (index === 0 ? parseInline(line, 0) : [{ type: 'br' } as Inline, ...parseInline(line, 0)]));
}

function parseInline(source: string, depth: number): Inline[] {
  if (depth >= MAX_DEPTH) return source ? [{ type: 'text', value: source }] : [];
  const nodes: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ type: 'text', value: text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '[') {
      const link = readLink(source, i);
      if (link) {
        flush();
        nodes.push({ type: 'link', target: link.target, children: parseInline(link.label, depth + 1) });
        i = link.end;
        continue;
      }
    } else if (char === '*' && source[i + 1] === '*') {
      const close = source.indexOf('**', i + 2);
      if (close > i + 2) {
        flush();
        nodes.push({ type: 'strong', children: parseInline(source.slice(i + 2, close), depth + 1) });
        i = close + 2;
        continue;
      }
    } else if ((char === '*' || char === '_') && opensEmphasis(source, i)) {
      const close = findEmphasisClose(source, i + 1, char);
      if (close > i + 1) {
        flush();
        nodes.push({ type: 'em', children: parseInline(source.slice(i + 1, close), depth + 1) });
        i = close + 1;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return nodes;
}

function readLink(source: string, start: number): { label: string; target: string; end: number } | null {
  const labelEnd = source.indexOf('](', start + 1);
  if (labelEnd < 0) return null;
  const label = source.slice(start + 1, labelEnd);
  if (label.includes('[') || label.includes(']') || label.trim() === '') return null;
  const targetEnd = closingParenthesis(source, labelEnd + 2);
  if (targetEnd < 0) return null;
  const target = source.slice(labelEnd + 2, targetEnd).trim();
  if (/\s/.test(target)) return null;
  return { label, target, end: targetEnd + 1 };
}

/**
 * The `)` that closes a link target, with balanced parentheses inside it as CommonMark has
 * them (`/wiki/Foo_(bar)`, `javascript:alert(1)`), so none is left behind as stray text.
 */
function closingParenthesis(source: string, from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (char === '(') depth += 1;
    else if (char === ')' && depth-- === 0) return i;
  }
  return -1;
}

/** `_` only opens at a word start, so snake_case names stay text. */
function opensEmphasis(source: string, index: number): boolean {
  const next = source[index + 1];
  if (!next || /\s/.test(next) || next === source[index]) return false;
  return source[index] === '*' || index === 0 || !/[\p{L}\p{N}]/u.test(source[index - 1]!);
}

function findEmphasisClose(source: string, from: number, marker: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] !== marker || /\s/.test(source[i - 1] ?? ' ')) continue;
    if (marker === '*' && source[i + 1] === '*') continue;
    if (marker === '_' && /[\p{L}\p{N}]/u.test(source[i + 1] ?? '')) continue;
    return i;
  }
  return -1;
}

/** The plain text of a tree (for tests, meta descriptions and search snippets). */
export function plainText(blocks: readonly Block[]): string {
  const inline = (nodes: readonly Inline[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'br' ? '\n' : inline(node.children))).join('');
  return blocks.map((block) => inline(block.children)).join('\n\n');
}
