import { data as response } from 'react-router';
import { useTranslations } from 'use-intl';
import { BANK_TRANSFER_OPTION, PaymentDetails } from '../features/payments/index.ts';
import { Island } from '../lib/islands/island.tsx';
import { loadPaymentInfo } from '../features/payments/index.server.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/payment';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args, 'payment');
  const { data, api } = loaded;
  const { status, info } = await loadPaymentInfo(api, data.page.params.paymentSlug ?? '');
  if (status === 'not-found') throw response({ pageCode: '404' }, { status: 404 });
  const page = info ? { ...data.page, crumbs: data.page.crumbs.map((crumb) => (crumb.param ? { ...crumb, param: info.name } : crumb)) } : data.page;
  const seo = info ? loaded.seo({ name: info.name, image: { url: info.darkSrc, width: 120, height: 67 } }) : data.seo;
  return { ...data, page, info, seo, title: seo.title };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * One payment method's info page (only methods with has_info have one). The bank transfer's adds
 * the player's own transfer details, fetched in the browser for a logged-in player only (never in
 * this shared page), and not where the market bars real-money play.
 */
export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { culture } = useRootData();
  const t = useTranslations('info');
  const { info } = loaderData;
  return (
    <article>
      <PageHeader page={loaderData.page} />
      {info ? <PaymentDetails info={info} culture={culture} /> : <p role="status">{t('unavailable')}</p>}
      {info?.key === BANK_TRANSFER_OPTION && culture.realMoneyPlay && <Island name="bank-transfer" props={{ code: info.key }} />}
    </article>
  );
}
