import { DEFAULT_SITES } from '@mc/sites/default-sites';
import { describe, expect, it } from 'vitest';
import { siteMapTree, type SiteMapNode } from './site-map-tree.ts';

const culture = (code: string) => DEFAULT_SITES.flatMap((s) => s.cultures).find((c) => c.code === code)!;
const flatten = (nodes: SiteMapNode[]): SiteMapNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('site map tree', () => {
  it('lists the culture site-map routes with their children', () => {
    const tree = siteMapTree(culture('en-GB'));
    const slots = tree.find((node) => node.routeKey === 'onlineSlots')!;
    expect(slots.children.map((child) => child.routeKey)).toContain('megaways');
    const all = flatten(tree).map((node) => node.routeKey);
    expect(all).toContain('blog');
    expect(all).not.toContain('onlineSlotsGame');
    expect(all).not.toContain('privacy');
  });
  it('uses the culture paths and leaves out what the culture lacks', () => {
    const es = flatten(siteMapTree(culture('es')));
    expect(es.find((node) => node.routeKey === 'liveCasino')?.href).toBe('/casino-en-vivo/');
    expect(flatten(siteMapTree(culture('de-DE'))).map((node) => node.routeKey)).not.toContain('liveCasino');
  });
});
