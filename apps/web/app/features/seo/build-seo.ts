import { alternatesFor, hreflangOf, type Alternate } from '@mc/sites/alternates';
import { hrefDynamic } from '@mc/sites/href';
import { siteOrigin } from '@mc/sites/resolve-site';
import type { ContentType } from '@mc/sites/route-types';
import type { Culture, Site } from '@mc/sites/site-schema';
import type { BlogPosting, BreadcrumbList, Organization, Thing, VideoGame, WebPage, WithContext } from 'schema-dts';

export interface SeoImage {
  url: string;
  width: number;
  height: number;
}

export interface SeoInput {
  site: Site;
  sites: readonly Site[];
  culture: Culture;
  routeKey: string;
  params: Readonly<Record<string, string>>;
  contentType: ContentType;
  title: string;
  description: string;
  image?: Partial<SeoImage> | null;
  robots?: 'index' | 'noindex';
  /** Breadcrumb names and site-relative URLs, home first. */
  crumbs: readonly { name: string; href: string }[];
  /** The content's own structured data (VideoGame, BlogPosting…), without @context. */
  about?: readonly Thing[];
}

/** A JSON-LD object as sent to the page: built with schema-dts types, kept as plain data (RR serialises it). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface SeoData {
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  robots: 'index' | 'noindex';
  openGraph: Record<string, string> | null;
  twitter: Record<string, string> | null;
  jsonLd: JsonLd[];
}

/** WebPage subtype per content type (schema.org). */
const PAGE_TYPES: Partial<Record<ContentType, 'CollectionPage' | 'ItemPage' | 'ContactPage' | 'AboutPage' | 'FAQPage' | 'SearchResultsPage'>> = {
  'game-category': 'CollectionPage',
  payments: 'CollectionPage',
  promotions: 'CollectionPage',
  'blog-home': 'CollectionPage',
  'blog-tag': 'CollectionPage',
  game: 'ItemPage',
  contact: 'ContactPage',
  'blog-search': 'SearchResultsPage',
};

/**
 * A page's canonical URL and its alternates: every culture (on every site) where a static
 * route exists; only itself for parameterised routes, whose items differ per market. The
 * sitemaps use the same function, so they always agree with the pages.
 */
export function pageLinks(input: Pick<SeoInput, 'site' | 'sites' | 'culture' | 'routeKey' | 'params'>): { canonical: string; alternates: Alternate[] } {
  const canonical = hrefDynamic({ route: input.routeKey, culture: input.culture, params: input.params, origin: siteOrigin(input.site) });
  if (Object.keys(input.params).length === 0) return { canonical, alternates: alternatesFor(input.sites, input.routeKey, input.params) };
  return {
    canonical,
    alternates: [
      { hreflang: hreflangOf(input.culture), href: canonical },
      { hreflang: 'x-default', href: canonical },
    ],
  };
}

/** `https://twitter.com/handle` → `@handle`; nothing when there is no account. */
export function twitterHandle(url: string): string | null {
  const found = /^https:\/\/(?:www\.)?(?:twitter|x)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(url);
  return found ? `@${found[1]}` : null;
}

/**
 * Everything a page says to search engines (spec/shell.md section 3, Metadata): canonical on
 * its own host and prefix, alternates where the route exists (self-only for parameterised
 * routes, whose items differ per market), Open Graph only with a complete image, Twitter only
 * with a site account and an image, and JSON-LD for the page, its breadcrumb and its content.
 */
export function buildSeo(input: SeoInput): SeoData {
  const { site, culture } = input;
  const origin = siteOrigin(site);
  const { canonical, alternates } = pageLinks(input);
  const image = input.image?.url && input.image.width && input.image.height ? (input.image as SeoImage) : null;
  const openGraph = image
    ? {
        'og:type': input.contentType === 'blog-post' ? 'article' : 'website',
        'og:title': input.title,
        'og:description': input.description,
        'og:url': canonical,
        'og:site_name': site.name,
        'og:locale': hreflangOf(culture).replace('-', '_'),
        'og:image': image.url,
        'og:image:width': String(image.width),
        'og:image:height': String(image.height),
      }
    : null;
  const handle = twitterHandle(site.socialLinks.twitter);
  const twitter =
    handle && image?.url
      ? {
          'twitter:card': 'summary_large_image',
          'twitter:site': handle,
          'twitter:title': input.title,
          'twitter:description': input.description,
          'twitter:image': image.url,
        }
      : null;

  const breadcrumb: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: input.crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: `${origin}${crumb.href}` })),
  };
  const page = {
    '@context': 'https://schema.org',
    '@type': PAGE_TYPES[input.contentType] ?? 'WebPage',
    name: input.title,
    description: input.description,
    url: canonical,
    inLanguage: hreflangOf(culture),
    isPartOf: { '@type': 'WebSite', name: site.name, url: `${origin}${culture.route}/` },
  } as WithContext<WebPage>;
  // Each object is checked against its own schema-dts type where it is built; gathered as plain
  // objects, since relating them to the whole `Thing` union cost the type check about 2 s.
  const typed: object[] = [page, breadcrumb];
  if (input.contentType === 'home') {
    const sameAs = Object.values(site.socialLinks).filter((link) => link !== '');
    const organization: WithContext<Organization> = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${origin}/`,
      logo: `${origin}/static/icons/icon-512.png`,
      ...(sameAs.length ? { sameAs } : {}),
    };
    typed.push(organization);
  }
  for (const thing of input.about ?? []) typed.push({ '@context': 'https://schema.org', ...(thing as object) });
  const jsonLd = typed as unknown as JsonLd[];
  return { title: input.title, description: input.description, canonical, alternates, robots: input.robots ?? 'index', openGraph, twitter, jsonLd };
}

/** VideoGame data of a game page; a rating only where players really rated it. */
export function videoGame(game: {
  name: string;
  url: string;
  image: string | null;
  description: string;
  provider: string;
  rating: { value: number; count: number } | null;
}): VideoGame {
  return {
    '@type': 'VideoGame',
    name: game.name,
    url: game.url,
    ...(game.image ? { image: game.image } : {}),
    description: game.description,
    author: { '@type': 'Organization', name: game.provider },
    applicationCategory: 'Game',
    gamePlatform: 'Web browser',
    ...(game.rating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: game.rating.value, ratingCount: game.rating.count, bestRating: 5, worstRating: 0 } }
      : {}),
  };
}

/** BlogPosting data of a post page. */
export function blogPosting(post: { title: string; url: string; image: string | null; description: string; author: string; publishedAt: string }): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    url: post.url,
    mainEntityOfPage: post.url,
    ...(post.image ? { image: post.image } : {}),
    description: post.description,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.publishedAt,
  };
}
