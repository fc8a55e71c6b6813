import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoisedSerializers } from './serializer-cache.ts';

const ERROR = { $id: 'Error', type: 'object', properties: { code: { type: 'string' } } };
const route = (schema: unknown, httpStatus = '200') => ({ method: 'GET', url: '/x', httpStatus, schema });

/** Fastify's serializer factory, counting what it compiles. */
function countingFactory() {
  const base = SerializerSelector();
  const counts = { factories: 0, compiles: 0 };
  const factory: typeof base = (externals, options) => {
    counts.factories += 1;
    const compile = base(externals, options);
    return (definition) => {
      counts.compiles += 1;
      return compile(definition);
    };
  };
  return { factory, counts };
}

describe('memoisedSerializers', () => {
  it('compiles a schema once per shared schemas and options, whatever route, status, context or server asks', () => {
    const { factory, counts } = countingFactory();
    const memo = memoisedSerializers(factory);
    const externals = { Error: ERROR };
    const errorRef = memo(externals, {})(route({ $ref: 'Error#' }, '400'));
    // Another plugin context or server: the same shared schemas and options, as copies.
    expect(memo(structuredClone(externals), {})(route({ $ref: 'Error#' }, '500'))).toBe(errorRef);
    expect(counts).toEqual({ factories: 1, compiles: 1 });
    expect(errorRef({ code: 'NOT_FOUND', extra: 1 })).toBe('{"code":"NOT_FOUND"}');

    const other = memo(externals, {})(route({ type: 'object', properties: { ok: { type: 'boolean' } } }));
    expect(other({ ok: true })).toBe('{"ok":true}');
    // Other shared schemas under the same name, or other options: compiled again.
    const changed = memo({ Error: { ...ERROR, properties: { message: { type: 'string' } } } }, {})(route({ $ref: 'Error#' }));
    expect(changed({ code: 'X', message: 'm' })).toBe('{"message":"m"}');
    const integer = { type: 'object', properties: { n: { type: 'integer' } } };
    expect(memo(externals, {})(route(integer))({ n: 1.5 })).toBe('{"n":1}');
    expect(memo(externals, { rounding: 'ceil' })(route(integer))({ n: 1.5 })).toBe('{"n":2}');
    expect(counts).toEqual({ factories: 3, compiles: 5 });
  });

  it('serialises a server’s answers as Fastify’s own compiler does, compiling each schema once for all servers', async () => {
    const { factory, counts } = countingFactory();
    const answers: string[][] = [];
    const compiles: number[] = [];
    const memo = memoisedSerializers(factory);
    for (const buildSerializer of [factory, memo, memo]) {
      const app = Fastify({ schemaController: { compilersFactory: { buildSerializer } } });
      app.addSchema(ERROR);
      for (const prefix of ['/a', '/b']) {
        await app.register(
          async (scope) => {
            const response = { 200: { type: 'object', properties: { n: { type: 'integer' } } }, 404: { $ref: 'Error#' } };
            scope.get('/found', { schema: { response } }, async () => ({ n: 1.4, secret: 's' }));
            scope.get('/missing', { schema: { response } }, async (_request, reply) => reply.status(404).send({ code: 'NOT_FOUND', secret: 's' }));
          },
          { prefix },
        );
      }
      const bodies = await Promise.all(['/a/found', '/a/missing', '/b/found', '/b/missing'].map(async (url) => (await app.inject(url)).body));
      answers.push(bodies);
      compiles.push(counts.compiles - compiles.reduce((sum, n) => sum + n, 0));
      await app.close();
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual(['{"n":1}', '{"code":"NOT_FOUND"}', '{"n":1}', '{"code":"NOT_FOUND"}']);
    // Fastify's own: 2 prefixes × 2 routes (and their HEAD twins) × 2 statuses; memoised: the 2 schemas, then none.
    expect(compiles).toEqual([16, 2, 0]);
  });
});
