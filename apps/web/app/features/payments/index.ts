// The payments feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { PaymentDetails } from './payment-details.tsx';
export { PaymentList } from './payment-list.tsx';
export { BANK_TRANSFER_OPTION } from './bank-transfer.ts';
