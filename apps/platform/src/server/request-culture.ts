import type { CultureCode } from '@mc/sites/culture-codes';
import type { FastifyRequest } from 'fastify';
import { langOf, type Lang } from '../lib/markets.ts';

/** The request's culture code, seed language and currency (set by the site plugin). */
export function cultureOfRequest(request: FastifyRequest): { culture: CultureCode; lang: Lang; currency: string } {
  const culture = request.culture.code;
  return { culture, lang: langOf(culture), currency: request.culture.currency };
}
