import type { BankTransferAnswer, BankTransferDetails } from '@mc/account-protocol/account-protocol';
import { accountSession } from '../../lib/account-session.ts';

/** The payment option whose page shows the player's own transfer details (the platform's seed names it the same). */
export const BANK_TRANSFER_OPTION = 'bank-transfer';

/** What the player's part of a bank-transfer page shows. */
export type BankTransferView = { kind: 'guest' } | { kind: 'loading' } | { kind: 'details'; details: BankTransferDetails } | { kind: 'failed' };

/**
 * From the logins on this page and the widget's answer (`pending` while asked, null before):
 * a guest, or a player whose session the back end no longer knows, is asked to log in; a
 * player sees the details, or that they cannot be shown now.
 */
export function bankTransferView(logins: number, answer: BankTransferAnswer | 'pending' | null): BankTransferView {
  if (logins === 0 || answer === null) return { kind: 'guest' };
  if (answer === 'pending') return { kind: 'loading' };
  if (answer.status === 'ok') return { kind: 'details', details: answer.details };
  return answer.status === 'no-session' ? { kind: 'guest' } : { kind: 'failed' };
}

/** Asks the widget; anything but an answer (no widget support, a throw) is a failure, never an uncaught error. */
export async function askBankTransfer(request: { culture: string; code: string }): Promise<BankTransferAnswer> {
  const ask = accountSession.getState().bankTransfer;
  if (!ask) return { status: 'failed' };
  try {
    return await ask(request);
  } catch {
    return { status: 'failed' };
  }
}
