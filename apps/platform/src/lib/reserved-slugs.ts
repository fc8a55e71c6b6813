import { ROUTES } from '@mc/sites/routes';

/**
 * Every static path segment of the route table in any culture. A game or post slug equal to
 * one would make `/online-slots/megaways/` ambiguous between a category and a game page.
 */
export function reservedSegments(): Set<string> {
  const reserved = new Set<string>();
  for (const route of ROUTES.values()) {
    for (const pattern of route.patterns.values()) {
      for (const segment of pattern.split('/')) {
        if (segment && !segment.startsWith(':')) reserved.add(segment);
      }
    }
  }
  return reserved;
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
