import { mountClientRoot, type ReportError } from '../../lib/islands/hydrate-island.tsx';
import type { IslandShared } from '../../lib/islands/island-root.tsx';
import type { VoucherStep } from './player-funnel.ts';
import { VoucherDialog } from './voucher-dialog.tsx';

/** The voucher dialog's own root, mounted once a registration succeeds. */
export function mountVoucherDialog(shared: IslandShared, step: VoucherStep, report: ReportError): void {
  mountClientRoot(shared, 'voucher-dialog', <VoucherDialog username={step.username} onDone={step.onDone} />, report);
}
