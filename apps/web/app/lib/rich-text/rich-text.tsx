import type { CultureRef } from '@mc/sites/href';
import { Fragment, type ReactNode } from 'react';

import { parseRichText, type Inline } from './parse-rich-text.ts';
import { resolveRichTextLink } from './resolve-link.ts';

/**
 * Renders CMS text through the allowlist parser: React escapes every text node, so HTML in
 * content is shown as inert text; links are resolved by resolveRichTextLink.
 */
export function RichText({ text, culture, className }: { text: string; culture: CultureRef; className?: string }) {
  const blocks = parseRichText(text);
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <p key={index}>{renderInline(block.children, culture)}</p>
      ))}
    </div>
  );
}

function renderInline(nodes: readonly Inline[], culture: CultureRef): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.value}</Fragment>;
      case 'br':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, culture)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children, culture)}</em>;
      case 'link': {
        const link = resolveRichTextLink(node.target, culture);
        if (link.kind === 'none') {
          console.error(`[rich-text] link not rendered: ${link.reason}`);
          return null;
        }
        const children = renderInline(node.children, culture);
        if (link.kind === 'hash') {
          return (
            <a key={index} href={link.href}>
              {children}
            </a>
          );
        }
        return link.kind === 'internal' ? (
          <a key={index} href={link.href}>
            {children}
          </a>
        ) : (
          <a key={index} href={link.href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      }
    }
  });
}
