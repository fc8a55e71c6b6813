import { consentStore, whenGranted } from '../../lib/consent/consent.ts';

const ANAME_PARAM = /[?&]aname=/;
const AFFILIATE_COOKIE = /(^|;\s*)(Aname|Dyn_id|Zone_id)=/;

/**
 * Writes the landing URL's affiliate cookies once targeting is granted (they are for the
 * affiliate network, not for the site to work), and deletes them when targeting is withdrawn.
 * The browser writes them: pages stay cookie-free, cacheable responses. The validation and the
 * writing are a small chunk, fetched only on an affiliate's landing or a withdrawal.
 */
export function startAffiliate(search: string, report: (error: unknown, context: string) => void): () => void {
  const runtime = () => import('./affiliate-runtime.ts');
  const fail = (error: unknown) => report(error, 'affiliate cookies');
  const cancel = ANAME_PARAM.test(search)
    ? whenGranted('targeting', () => void runtime().then(({ writeAffiliateCookies }) => writeAffiliateCookies(search), fail))
    : () => {};
  const stopWithdrawals = consentStore.subscribe(() => {
    if (consentStore.getState().choice?.targeting !== false || !AFFILIATE_COOKIE.test(document.cookie)) return;
    void runtime().then(({ removeAffiliateCookies }) => removeAffiliateCookies(), fail);
  });
  return () => {
    cancel();
    stopWithdrawals();
  };
}
