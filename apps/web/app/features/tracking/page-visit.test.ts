import { describe, expect, it } from 'vitest';
import { TEST_PAGE } from '../../lib/islands/island-test-page.ts';
import { pageVisit, trackingContext } from './page-visit.ts';

describe('page visits', () => {
  it('carry the culture brand code and view version 1A', () => {
    expect(trackingContext(TEST_PAGE)).toEqual({ brand: 'MCUK', site: TEST_PAGE.site.localCode, culture: 'en-GB', viewVersion: '1A' });
    const danish = { ...TEST_PAGE, culture: { ...TEST_PAGE.culture, code: 'da' as const, localCode: 'MCDK' } };
    expect(trackingContext(danish).brand).toBe('MCDK');
  });

  it('use the page code of the page data', () => {
    expect(pageVisit({ ...TEST_PAGE, pageCode: 'game/book-of-dead', pathname: '/slots/book-of-dead/' }, 5)).toEqual({
      pageCode: 'game/book-of-dead',
      path: '/slots/book-of-dead/',
      at: 5,
    });
  });
});
