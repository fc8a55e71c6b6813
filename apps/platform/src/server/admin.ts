import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from './errors.ts';

function tokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Admin endpoints answer 401 without the right `x-admin-token`. */
export function requireAdmin(request: FastifyRequest, token: string): void {
  if (!tokenMatches(request.headers['x-admin-token'], token)) throw new HttpError(401, 'x-admin-token header missing or wrong', 'x-admin-token');
}

/** Previews pretend not to exist (404) without the right `x-preview-token`, so drafts never leak. */
export function requirePreview(request: FastifyRequest, token: string): void {
  if (!tokenMatches(request.headers['x-preview-token'], token)) throw notFound('no such preview');
}
