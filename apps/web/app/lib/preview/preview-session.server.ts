import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'mc_preview';
/** Starts and ends preview sessions (app/routes/preview-session.ts); a resource route, not a site page. */
export const PREVIEW_SESSION_PATH = '/__preview';
/** The header that may carry the preview secret instead of a POSTed form (tools, scripts). */
export const PREVIEW_SECRET_HEADER = 'x-preview-secret';
export const PREVIEW_TTL_SECONDS = 3600;

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The preview URL's secret is right (compared in constant time). */
export function isPreviewSecret(given: string | null, secret: string | null): boolean {
  return Boolean(given && secret && safeEqual(given, secret));
}

/** A signed, expiring preview session: `<expiry>.<hmac>`. */
export function previewCookieValue(secret: string, now = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + PREVIEW_TTL_SECONDS);
  return `${expires}.${sign(expires, secret)}`;
}

export function previewCookieHeader(value: string, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearPreviewCookieHeader(): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** Whether the request carries an unexpired preview session signed with the secret. */
export function hasPreviewSession(cookieHeader: string | null, secret: string | null, now = Date.now()): boolean {
  if (!secret || !cookieHeader) return false;
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    ?.slice(PREVIEW_COOKIE.length + 1);
  const [expires, signature] = raw?.split('.') ?? [];
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  return safeEqual(signature, sign(expires, secret));
}
