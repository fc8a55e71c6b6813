// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_PAGE_ELEMENT_ID } from './island-page.ts';
import { readIslandPage } from './read-island-page.ts';

const block = (data: unknown) => `<script type="application/json" id="${ISLAND_PAGE_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
const page = (platformUrl: string) => ({ culture: { code: 'en-GB' }, site: { localCode: 'MCUK', platformUrl } });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reading the islands’ page data', () => {
  it('reads the app’s block, the last one, not one that content placed before it', () => {
    document.body.innerHTML = `<main><p>Offer</p>${block(page('https://evil.example/'))}</main>${block(page('https://play.mcuk.example/'))}`;
    expect(readIslandPage()?.site.platformUrl).toBe('https://play.mcuk.example/');
  });

  it('is null without a block, or with one that is not the page data', () => {
    expect(readIslandPage()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${ISLAND_PAGE_ELEMENT_ID}">{not json</script>`;
    expect(readIslandPage()).toBeNull();
    document.body.innerHTML = block({ culture: null });
    expect(readIslandPage()).toBeNull();
  });
});
