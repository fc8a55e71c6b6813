import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPreviewSession, isPreviewSecret, previewCookieValue, PREVIEW_COOKIE } from './preview-session.server.ts';

const secret = 'a-very-secret-preview-key';

describe('preview session', () => {
  it('accepts a fresh signed cookie and refuses tampered, expired or foreign ones', () => {
    const now = Date.UTC(2026, 10, 22);
    const value = previewCookieValue(secret, now);
    expect(hasPreviewSession(`x=1; ${PREVIEW_COOKIE}=${value}`, secret, now)).toBe(true);
    expect(hasPreviewSession(`${PREVIEW_COOKIE}=${value}`, secret, now + 2 * 3600_000)).toBe(false);
    expect(hasPreviewSession(`${PREVIEW_COOKIE}=${value.replace(/.$/, 'x')}`, secret, now)).toBe(false);
    expect(hasPreviewSession(`${PREVIEW_COOKIE}=${value}`, 'another-secret-value', now)).toBe(false);
    expect(hasPreviewSession(`${PREVIEW_COOKIE}=${value}`, null, now)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (cookie) => {
        expect(hasPreviewSession(cookie, secret, now)).toBe(false);
      }),
    );
  });
  it('checks the secret of the preview URL', () => {
    expect(isPreviewSecret(secret, secret)).toBe(true);
    expect(isPreviewSecret('wrong', secret)).toBe(false);
    expect(isPreviewSecret(secret, null)).toBe(false);
    expect(isPreviewSecret(null, secret)).toBe(false);
  });
});
