import { Type } from '@sinclair/typebox';
import { Culture } from './common.ts';

/** A player's bank-transfer details: the site's receiving account and the player's own reference. */
export const BankTransfer = Type.Object({
  code: Type.String({ description: 'The payment option code' }),
  bankName: Type.String(),
  beneficiary: Type.String(),
  iban: Type.String(),
  bic: Type.String(),
  reference: Type.String({ description: "The player's own payment reference, to quote with the transfer" }),
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
