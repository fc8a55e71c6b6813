import { loadPaymentOptions } from '../features/payments/index.server.ts';
import { PaymentList } from '../features/payments/index.ts';
import { loadPage } from '../shell/page-loader.server.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { seoMeta } from '../features/seo/index.ts';
import type { Route } from './+types/payments';

export { PageErrorBoundary as ErrorBoundary } from '../shell/page-error-boundary.tsx';

export async function loader(args: Route.LoaderArgs) {
  const { data, api } = await loadPage(args, 'payments');
  return { ...data, options: await loadPaymentOptions(api) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Payment options of the market, with light/dark logos; methods with an info page link to it. */
export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <PaymentList options={loaderData.options} />
    </>
  );
}
