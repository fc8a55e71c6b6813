// The pwa feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
export { InstallPromptTemplate } from './install-prompt.tsx';
