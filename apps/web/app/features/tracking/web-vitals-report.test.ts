import { describe, expect, it } from 'vitest';
import { vitalOf, vitalsBody } from './web-vitals-report.ts';

const context = { brand: 'MCDK', site: 'MCDK', culture: 'da', viewVersion: '1A' } as const;

describe('web vitals report', () => {
  it.each([
    [{ name: 'LCP', value: 1234.56, rating: 'good' }, ['LCP', { value: 1235, rating: 'good' }]],
    [{ name: 'CLS', value: 0.123456, rating: 'needs-improvement' }, ['CLS', { value: 0.1235, rating: 'needs-improvement' }]],
    [{ name: 'INP', value: 40, rating: 'good' }, ['INP', { value: 40, rating: 'good' }]],
    [{ name: 'TTFB', value: 80.4, rating: 'good' }, ['TTFB', { value: 80, rating: 'good' }]],
    [{ name: 'FCP', value: 80, rating: 'good' }, null],
  ] as const)('reads %j', (metric, expected) => {
    expect(vitalOf(metric)).toEqual(expected);
  });

  it('is one LogInfo body with the page code and site', () => {
    const body = vitalsBody(
      { LCP: { value: 900, rating: 'good' } },
      { pageCode: 'home', context },
      { url: 'https://mcdk.example/', host: 'mcdk.example', referrer: '' },
    );
    expect(body.log.Number).toBe(900);
    expect(body.log.Message).toBe('web-vitals');
    expect(JSON.parse(body.log.AdditionalData)).toEqual({
      site: 'MCDK',
      brand: 'MCDK',
      culture: 'da',
      pageCode: 'home',
      vitals: { LCP: { value: 900, rating: 'good' } },
    });
    expect(body.app).toMatchObject({ Name: 'web', Domain: 'mcdk.example', Url: 'https://mcdk.example/' });
  });

  it('names the page’s cookies, never their values', () => {
    const body = vitalsBody(
      { LCP: { value: 900, rating: 'good' } },
      { pageCode: 'home', context },
      { url: 'https://mcdk.example/', host: 'mcdk.example', referrer: '' },
      { cookies: 'Aname=partner-9; _ga=GA1.1.555.666', userAgent: 'UA' },
    );
    expect(body.user).toEqual({ Cookies: 'Aname; _ga', UserAgent: 'UA' });
  });
});
