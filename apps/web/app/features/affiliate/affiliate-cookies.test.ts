// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, consentChoice, consentStore, isGranted } from '../../lib/consent/consent.ts';
import { setStorageConsent } from '../../lib/storage/storage-consent.ts';
import { affiliateCookies } from './affiliate-cookies.ts';
import { startAffiliate } from './start-affiliate.ts';

const named = (search: string) => affiliateCookies(search).map(({ slot, value }) => [slot.name, value]);

describe('affiliate cookies', () => {
  afterEach(() => {
    consentStore.setState({ choice: null });
    document.cookie.split('; ').forEach((pair) => (document.cookie = `${pair.split('=')[0]}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`));
  });

  it('takes aname with zone 1, and dyn_id only alongside a valid aname', () => {
    expect(named('?aname=partner1&dyn_id=abc-9')).toEqual([
      ['Aname', 'partner1'],
      ['Zone_id', '1'],
      ['Dyn_id', 'abc-9'],
    ]);
    expect(named('?aname=partner1&dyn_id=a;b')).toEqual([
      ['Aname', 'partner1'],
      ['Zone_id', '1'],
    ]);
    expect(named('?dyn_id=abc')).toEqual([]);
    expect(named('?aname=<script>')).toEqual([]);
    expect(named('')).toEqual([]);
    for (const { slot } of affiliateCookies('?aname=a&dyn_id=b')) expect(slot).toMatchObject({ category: 'targeting', maxAgeSeconds: 2_592_000 });
  });

  it('never yields a value a cookie could not hold as it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (aname, dynId) => {
        for (const { value } of affiliateCookies(new URLSearchParams({ aname, dyn_id: dynId }).toString())) expect(value).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
      }),
    );
  });

  it('writes them only once targeting is granted, and deletes them when it is withdrawn', async () => {
    setStorageConsent(isGranted);
    const report = vi.fn();
    const stop = startAffiliate('?aname=partner1&dyn_id=d1', report);
    consentStore.setState({ choice: consentChoice({ tracking: true, functionality: true }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.cookie).toBe('');
    consentStore.setState({ choice: ACCEPT_ALL });
    await vi.waitFor(() => expect(document.cookie.split('; ').sort()).toEqual(['Aname=partner1', 'Dyn_id=d1', 'Zone_id=1']));
    consentStore.setState({ choice: consentChoice({ tracking: true }) });
    await vi.waitFor(() => expect(document.cookie).toBe(''));
    expect(report).not.toHaveBeenCalled();
    stop();
  });
});
