import type { BankTransferAnswer } from '@mc/account-protocol/account-protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { accountSession, NO_ACCOUNT_SESSION } from '../../lib/account-session.ts';
import { askBankTransfer, bankTransferView } from './bank-transfer.ts';

const DETAILS = {
  code: 'bank-transfer',
  bankName: 'Bank',
  beneficiary: 'Mondo Casino Ltd',
  iban: 'MT84MALT011000012345MTLCAST001S',
  bic: 'EXMTMTMT',
  reference: 'MC-0123456789',
  currency: 'EUR',
  instructions: 'Quote the reference.',
};

afterEach(() => accountSession.setState(NO_ACCOUNT_SESSION));

describe('the bank-transfer part of the payment page', () => {
  it('asks a guest to log in, whatever answer is about; shows a player the details, the wait or the failure', () => {
    const ok: BankTransferAnswer = { status: 'ok', details: DETAILS };
    expect(bankTransferView(0, null)).toEqual({ kind: 'guest' });
    expect(bankTransferView(0, ok)).toEqual({ kind: 'guest' });
    expect(bankTransferView(1, 'pending')).toEqual({ kind: 'loading' });
    expect(bankTransferView(1, ok)).toEqual({ kind: 'details', details: DETAILS });
    expect(bankTransferView(1, { status: 'failed' })).toEqual({ kind: 'failed' });
    // The back end no longer knows the session: log in again.
    expect(bankTransferView(2, { status: 'no-session' })).toEqual({ kind: 'guest' });
  });

  it('asks the widget through the page-wide session; no widget support or a throw is a failure, not an error', async () => {
    expect(await askBankTransfer({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'failed' });
    const asked: unknown[] = [];
    accountSession.setState({
      logins: 1,
      bankTransfer: async (request) => {
        asked.push(request);
        return { status: 'ok', details: DETAILS };
      },
    });
    expect(await askBankTransfer({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'ok', details: DETAILS });
    expect(asked).toEqual([{ culture: 'en', code: 'bank-transfer' }]);
    accountSession.setState({ bankTransfer: () => Promise.reject(new Error('widget broke')) });
    expect(await askBankTransfer({ culture: 'en', code: 'bank-transfer' })).toEqual({ status: 'failed' });
  });
});
