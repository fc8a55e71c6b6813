import type { Site } from '@mc/sites/site-schema';
import { tagCspOrigins } from '@mc/sites/tag-sources';
import type { AppConfig } from '../app/lib/app-config.ts';
import type { CspSources } from './html/content-security-policy.ts';

export const CSP_REPORT_PATH = '/__csp-report';

/** Headers every response carries; pages add their Content-Security-Policy (html/finish-document.ts). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Pages and assets are this site's own: no other origin may embed them as a resource.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  headers.delete('X-Powered-By');
  headers.delete('Server');
}

/** Where pages may fetch data and images from: the sites' API hosts, the shared services, the image CDN. */
export function cspSources(config: AppConfig): CspSources {
  const origin = (url: string) => new URL(url).origin;
  const apis = config.sites.map((site) => origin(site.apiHost));
  const services = Object.values(config.services).map(origin);
  const images = [...apis, ...(config.imageCdn ? [origin(config.imageCdn)] : [])];
  return { connect: [...new Set([...apis, ...services])], images: [...new Set(images)], frames: [], reportPath: CSP_REPORT_PATH };
}

/**
 * A site's policy sources: the shared ones plus exactly the origins its configured tags send
 * beacons and pixels to (connect-src, img-src) and open frames on (frame-src), whether or not
 * this visitor consents, so one cached page's policy fits everyone (docs/tags-and-attribution.md).
 */
export function siteCspSources(shared: CspSources, site: Site): CspSources {
  const tags = tagCspOrigins(site.thirdPartySettings);
  return {
    ...shared,
    connect: [...new Set([...shared.connect, ...tags.beacons])],
    images: [...new Set([...shared.images, ...tags.beacons])],
    frames: [...new Set([...shared.frames, ...tags.frames])],
  };
}
