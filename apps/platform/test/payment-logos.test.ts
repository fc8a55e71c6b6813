import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as render from '../src/media/render.ts';
import { svgToWebp } from '../src/media/render.ts';
import { PAYMENT_NAMES } from '../src/seed/copy/payment-names.ts';
import { startPlatform, type TestPlatform } from './helpers/platform.ts';

// Records the SVG each logo is drawn from; the real encoder still runs.
vi.mock('../src/media/render.ts', async (importOriginal) => {
  const original = await importOriginal<typeof render>();
  return { ...original, svgToWebp: vi.fn(original.svgToWebp) };
});
const renders = vi.mocked(svgToWebp);

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

/** The SVG the logo at `url` was drawn from. */
async function logoSvg(url: string): Promise<string> {
  renders.mockClear();
  const answer = await platform.app.inject(url);
  expect(answer.statusCode, url).toBe(200);
  return String(renders.mock.calls[0]?.[0] ?? '');
}

describe('payment logos', () => {
  it('of a method named per language carry no words: one image serves every culture', async () => {
    for (const key of ['card', 'bank-transfer'] as const) {
      const svg = await logoSvg(`/img/payments/${key}-light.webp`);
      expect(svg).toContain('<svg');
      expect(svg).not.toContain('<text');
      for (const name of Object.values(PAYMENT_NAMES[key])) expect(svg).not.toContain(name);
    }
  });

  it('of a brand carry its name', async () => {
    expect(await logoSvg('/img/payments/trustly-dark.webp')).toContain('>Trustly</text>');
  });
});
