import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/**
 * Shared schemas carry an `$id`; routes point at them with `ref()` so the OpenAPI document
 * names them under components/schemas instead of repeating them per endpoint.
 */
export function ref<T extends TSchema & { $id?: string }>(schema: T): TUnsafe<Static<T>> {
  if (!schema.$id) throw new Error('ref() needs a schema with $id');
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
}

export const Nullable = <T extends TSchema>(schema: T, options?: { description?: string }) => Type.Union([schema, Type.Null()], options);

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'HTTP reason phrase' }),
    message: Type.String({ description: 'What was wrong, for a developer' }),
    parameter: Type.Optional(Type.String({ description: 'The query, path or body parameter at fault' })),
  },
  { $id: 'Error', description: 'Every 4xx/5xx answer' },
);

export const CULTURE_PATTERN = '^[a-z]{2}(-[A-Za-z]{2,3})?$';
export const SLUG_PATTERN_SOURCE = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const Culture = Type.String({
  pattern: CULTURE_PATTERN,
  maxLength: 6,
  description: "Culture code of the site's edition (en, en-CA, … es); en-ROW is accepted for en. A culture the site does not serve is a 404.",
});
export const Slug = Type.String({ pattern: SLUG_PATTERN_SOURCE, maxLength: 120, description: 'URL-safe kebab-case slug' });
export const Code = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', description: 'Item code' });
export const NumericId = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Numeric item id' });
export const IsoDateTime = Type.String({ format: 'date-time', description: 'ISO 8601 date-time, UTC' });
export const ImagePath = Type.String({
  pattern: '^/img/(games|payments|promotions|blog|features|locations)/[a-z0-9]+(-[a-z0-9]+)*\\.webp$',
  description: 'Root-relative path of a WebP image served by the platform (/img/…/{name}.webp); prefix with a CDN origin when configured',
});
/** Markdown-like text: **bold**, *italic*, [label](/path/), [label](https://…), [label](route:routeKey), line breaks. */
export const RichText = Type.String({
  description:
    'Markdown-like text (spec/catalogue.md section 5): **bold**, *italic*, line breaks, and links [label](/internal/path/), [label](https://external) or [label](route:routeKey) to resolve through href()',
});

export const SiteParams = Type.Object({
  site: Type.String({ maxLength: 32, description: 'Site code in lowercase: mc, mcde, mcuk, mcdk, mcse, mces. Unknown → 404.' }),
});
export const CultureQuery = Type.Object({ culture: Culture });
export const OptionalCultureQuery = Type.Object({ culture: Type.Optional(Culture) });

export const notFoundResponses = { 400: ref(ErrorBody), 404: ref(ErrorBody) } as const;
export const DateStatus = Type.Union([Type.Literal('active'), Type.Literal('upcoming'), Type.Literal('expired')], {
  description: 'Derived from startDate/endDate against now (spec date-range check 0 active, 1 upcoming, 2 expired)',
});
