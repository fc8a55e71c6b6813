// The help feature's server-only entry (for loaders): apart from index.ts, which browser code may reach.
export { loadFaq } from './faq-api.server.ts';
