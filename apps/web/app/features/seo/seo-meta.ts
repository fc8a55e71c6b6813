import type { MetaDescriptor } from 'react-router';
import type { SeoData } from './build-seo.ts';

/** React Router meta descriptors of a page's SEO data (RR escapes `<` in JSON-LD). */
export function seoMeta(seo: SeoData | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.robots === 'noindex' ? 'noindex, follow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href })),
    ...Object.entries(seo.openGraph ?? {}).map(([property, content]) => ({ property, content })),
    ...Object.entries(seo.twitter ?? {}).map(([name, content]) => ({ name, content })),
    ...seo.jsonLd.map((thing) => ({ 'script:ld+json': thing })),
  ];
}
