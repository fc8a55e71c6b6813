// The consent feature's public entry: all that shell/ and routes/ may import of it (eslint.config.js).
// The browser entry starts it from consent-ui.ts.
export { ConsentBar, CookieSettingsLink } from './consent-bar.tsx';
