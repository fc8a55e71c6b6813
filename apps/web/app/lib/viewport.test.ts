import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, LANDSCAPE_PHONE_VIEWPORT, viewportContent } from './viewport.ts';

describe('viewport rule', () => {
  it('fixes the viewport at 1024 px on a landscape phone with screen height under 601', () => {
    expect(viewportContent({ touch: true, landscape: true, availHeight: 390 })).toBe(LANDSCAPE_PHONE_VIEWPORT);
    expect(viewportContent({ touch: true, landscape: true, availHeight: 600 })).toBe(LANDSCAPE_PHONE_VIEWPORT);
  });
  it('follows the device otherwise', () => {
    expect(viewportContent({ touch: true, landscape: true, availHeight: 601 })).toBe(DEFAULT_VIEWPORT);
    expect(viewportContent({ touch: true, landscape: false, availHeight: 390 })).toBe(DEFAULT_VIEWPORT);
    expect(viewportContent({ touch: false, landscape: true, availHeight: 390 })).toBe(DEFAULT_VIEWPORT);
  });
});
