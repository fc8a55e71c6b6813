// The help feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { contactData, ContactCard } from './contact-card.tsx';
