import { Type } from '@sinclair/typebox';
import { Culture } from './common.ts';

export const BankTransfer = Type.Object({
  code: Type.String(),
  bankName: Type.String(),
  beneficiary: Type.String(),
  iban: Type.String(),
  bic: Type.String(),
  reference: Type.String({ description: 'Payment reference the player must quote' }),
  currency: Type.String(),
  instructions: Type.String(),
});

export const NewsletterRequest = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ maxLength: 100 }),
  culture: Culture,
});
export const NewsletterResponse = Type.Object({ status: Type.Union([Type.Literal('subscribed'), Type.Literal('already-subscribed')]) });

export const VoucherStatus = Type.Integer({
  description:
    'Voucher status: 1 valid and unused (accepted), 0 invalid (unknown code), 2 already used, 3 expired (other failure). -1 is the client fallback and never sent.',
  enum: [0, 1, 2, 3],
});
