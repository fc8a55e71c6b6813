import { describe, expect, it } from 'vitest';
import { createTrackingFrameHandler } from './tracking-frame.ts';

describe('the tracking frame', () => {
  const handler = createTrackingFrameHandler('https://tracking.example/tracking/');

  it('is a static page whose policy allows only its own script and the tracking service', async () => {
    const response = handler(new Request('https://mc.example/__tracking/frame?brand=MCDK'));
    expect(response.status).toBe(200);
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain('connect-src https://tracking.example');
    expect(policy).toContain(`frame-ancestors 'self'`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const html = await response.text();
    expect(html).toContain('https://tracking.example/tracking/session');
    expect(html).toContain("source: 'tracking', type: 'ready'");
    expect(html).toContain('location.origin');
  });

  it('answers GET only', () => {
    expect(handler(new Request('https://mc.example/__tracking/frame', { method: 'POST', body: 'x' })).status).toBe(405);
  });
});
