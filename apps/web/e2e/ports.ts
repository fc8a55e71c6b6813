/** The stack the browser tests run against (apart from `npm start`'s 3000/4100 and the HTTP tests' 3101/4201). */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3102);
export const E2E_PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4202);

export const siteUrl = (code: string, path = '/') => `http://${code.toLowerCase()}.localhost:${E2E_WEB_PORT}${path}`;

/** The platform's admin token in the browser-test stack (tests switch maintenance and read the logger's records with it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/** The preview URL secret of the browser-test stack. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';

/** How often every jackpot drops in the browser-test stack (PLATFORM_JACKPOT_DROP_SECONDS): a countdown reaches a drop within seconds. */
export const E2E_JACKPOT_DROP_SECONDS = 6;
