import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url.ts';

const apiHost = 'http://127.0.0.1:4100/sites/mcuk/';

describe('imageUrl', () => {
  it('serves /img/ paths from the API origin, or the CDN when configured', () => {
    expect(imageUrl('/img/payments/visa-light.svg', { imageCdn: null, apiHost })).toBe('http://127.0.0.1:4100/img/payments/visa-light.svg');
    expect(imageUrl('/img/payments/visa-light.svg', { imageCdn: 'https://cdn.example/', apiHost })).toBe('https://cdn.example/img/payments/visa-light.svg');
  });
  it('keeps absolute http(s) URLs and refuses other schemes', () => {
    expect(imageUrl('https://images.example/a.png', { imageCdn: null, apiHost })).toBe('https://images.example/a.png');
    expect(imageUrl('javascript:alert(1)', { imageCdn: null, apiHost })).toBeNull();
    expect(imageUrl('data:image/svg+xml,<svg onload=alert(1)>', { imageCdn: null, apiHost })).toBeNull();
    expect(imageUrl('', { imageCdn: null, apiHost })).toBeNull();
  });
});
