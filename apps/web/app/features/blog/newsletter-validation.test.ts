import { describe, expect, it } from 'vitest';
import enGB from '../../../messages/en-GB/blog.json';
import { newsletterFragment, newsletterOutcome, validateEmail, validateName, validateNewsletter } from './newsletter-validation.ts';

describe('newsletter validation', () => {
  it('names the spec message of each problem', () => {
    expect(validateEmail('')).toBe('emptyEmail');
    expect(validateEmail('   ')).toBe('emptyEmail');
    expect(validateEmail(null)).toBe('emptyEmail');
    expect(validateEmail('player')).toBe('invalidEmail');
    expect(validateEmail('player@example')).toBe('invalidEmail');
    expect(validateEmail('pla yer@example.com')).toBe('invalidEmail');
    expect(validateEmail('a@b.c')).toBe('invalidEmail');
    expect(validateEmail(`${'a'.repeat(250)}@example.com`)).toBe('invalidEmail');
    expect(validateEmail(' player@example.com ')).toBeNull();
    expect(validateName('')).toBe('emptyName');
    expect(validateName('  ')).toBe('emptyName');
    expect(validateName('Ana')).toBeNull();
  });

  it('maps to exactly the spec messages in en-GB (the failure with the spec typo corrected, docs/glossary.md)', () => {
    expect(enGB.newsletter.emptyEmail).toBe('Please enter your email address.');
    expect(enGB.newsletter.invalidEmail).toBe('Please enter a valid email address.');
    expect(enGB.newsletter.emptyName).toBe('Please enter your name.');
    expect(enGB.newsletter.success).toBe('Thank you for signing up.');
    expect(enGB.newsletter.failure).toBe('Something went wrong. Please try again later.');
  });

  it('reports every field at once and normalises what it accepts', () => {
    expect(validateNewsletter({ email: '', name: '' })).toEqual({ ok: false, errors: { name: 'emptyName', email: 'emptyEmail' } });
    expect(validateNewsletter({ email: 'x', name: 'Ana' })).toEqual({ ok: false, errors: { email: 'invalidEmail' } });
    expect(validateNewsletter({ email: ' Ana@Example.COM ', name: '  Ana  ' })).toEqual({ ok: true, value: { email: 'ana@example.com', name: 'Ana' } });
    const long = validateNewsletter({ email: 'a@example.com', name: 'n'.repeat(300) });
    expect(long.ok && long.value.name.length).toBe(100);
  });

  it('ignores anything that is not text (a file in a form post)', () => {
    expect(validateNewsletter({ email: new Blob(['a@example.com']), name: 42 })).toEqual({ ok: false, errors: { name: 'emptyName', email: 'emptyEmail' } });
  });

  it('gives a page fragment per outcome, the first problem for an invalid form', () => {
    expect(newsletterFragment(newsletterOutcome({ status: 'subscribed' }))).toBe('newsletter-subscribed');
    expect(newsletterFragment(newsletterOutcome({ status: 'failed' }))).toBe('newsletter-failed');
    expect(newsletterOutcome({ status: 'invalid', errors: { name: 'emptyName', email: 'invalidEmail' } })).toBe('emptyName');
    expect(newsletterOutcome({ status: 'invalid', errors: { email: 'invalidEmail' } })).toBe('invalidEmail');
  });
});
