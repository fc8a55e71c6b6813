import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { btTextSchema } from './banner-schemas.ts';
import { btTextValidator } from './bt-text-validator.ts';

describe('bt text validator', () => {
  it('agrees with the zod schema on valid and invalid bodies', () => {
    const valid = { code: 'vip', pageTitle: 'VIP', cta: 'Go', terms: 'T&Cs', ctaLink: '#account/register', extra: 1 };
    expect(btTextValidator.safeParse(valid)).toEqual({
      success: true,
      data: { code: 'vip', pageTitle: 'VIP', cta: 'Go', terms: 'T&Cs', ctaLink: '#account/register', offer: null },
    });
    // What it promotes is read as the banner slides' offers are (lib/offers), by hand and by the schema alike.
    for (const offer of [{ kind: 'welcome', significantTerms: null }, { kind: null, significantTerms: null }, 'cashback']) {
      const parsed = btTextValidator.safeParse({ ...valid, offer });
      expect(parsed).toEqual(btTextSchema.safeParse({ ...valid, offer }));
      expect(parsed.success && parsed.data?.offer).toEqual(typeof offer === 'string' ? { kind: 'unknown', significantTerms: null } : offer);
    }
    expect(btTextValidator.safeParse(null)).toEqual({ success: true, data: null });
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(btTextValidator.safeParse(body).success).toBe(btTextSchema.safeParse(body).success);
      }),
    );
  });
});
