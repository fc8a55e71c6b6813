import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from './errors.ts';

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

function tokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Admin endpoints answer 401 without the right `x-admin-token`. */
export function requireAdmin(request: FastifyRequest, token: string): void {
  if (!tokenMatches(request.headers[ADMIN_TOKEN_HEADER], token)) throw new HttpError(401, `${ADMIN_TOKEN_HEADER} header missing or wrong`, ADMIN_TOKEN_HEADER);
}

/** Previews pretend not to exist (404) without the right `x-preview-token`, so drafts never leak. */
export function requirePreview(request: FastifyRequest, token: string): void {
  if (!tokenMatches(request.headers[PREVIEW_TOKEN_HEADER], token)) throw notFound('no such preview');
}
