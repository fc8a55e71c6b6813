import type { ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandPage } from '../../lib/islands/island-page.ts';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import type { VoucherStep } from './player-funnel.ts';

const TOAST_MS = 10_000;
let toast: HTMLElement | null = null;
let hide: ReturnType<typeof setTimeout> | undefined;

/** The widget could not load: a polite status line (the bridge has logged why), gone after a while. */
export function showAccountError(page: IslandPage): void {
  if (!toast) {
    toast = document.createElement('p');
    toast.className = 'toast';
    toast.setAttribute('role', 'status');
    toast.dataset.testid = 'account-error';
    document.body.append(toast);
  }
  toast.hidden = false;
  toast.textContent = page.messages.account?.unavailable ?? '';
  clearTimeout(hide);
  hide = setTimeout(() => {
    if (toast) toast.hidden = true;
  }, TOAST_MS);
}

/** The voucher step after a registration (React loads only then). */
export function showVoucher(shared: IslandShared, step: VoucherStep, report: ReportError): void {
  import('./voucher-root.tsx')
    .then(({ mountVoucherDialog }) => mountVoucherDialog(shared, step, report))
    .catch((error: unknown) => {
      // No dialog: the player goes on to the platform rather than being stuck here.
      report(error, 'voucher dialog');
      step.onDone();
    });
}
