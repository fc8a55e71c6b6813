// The payments feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadPaymentInfo, loadPaymentOptions } from './payments-api.server.ts';
