/**
 * Last modification date of pages without a content date of their own: the build date
 * (templates and copy change with a deploy), set by vite.config.ts.
 */
export const CONTENT_DATE: string = import.meta.env.VITE_BUILD_DATE ?? new Date().toISOString().slice(0, 10);
