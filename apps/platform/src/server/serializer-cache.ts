import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;
type Serializer = ReturnType<SerializerCompiler>;

/**
 * Fastify compiles a response serializer for every route, status and plugin context, each time
 * validating and resolving every shared schema again: 428 compilations of 62 distinct schemas
 * (239 of them the error body), 1.5-3.5 s of a platform's start on the 2-core machine, paid by
 * every test file and test stack that starts one (some start several). A serializer depends only
 * on its schema, the shared schemas and the serializer options, and keeps no state between calls,
 * so with all three equal the function compiled first is handed out again, to any server of the
 * process: the JSON written is the same. (Validators are left to Fastify: a custom validator
 * factory would turn off its lower-casing of header schemas.)
 */
export function memoisedSerializers(base: SerializerFactory = SerializerSelector()): SerializerFactory {
  const contexts = new Map<string, { compile: SerializerCompiler; compiled: Map<string, Serializer> }>();
  return (externalSchemas, options) => {
    // By value, as Fastify's validator pool keys its Ajv instances: each server clones the shared schemas.
    const contextKey = `${JSON.stringify(externalSchemas ?? {})} ${JSON.stringify(options ?? {})}`;
    let context = contexts.get(contextKey);
    if (!context) {
      context = { compile: base(externalSchemas, options), compiled: new Map() };
      contexts.set(contextKey, context);
    }
    const { compile, compiled } = context;
    return (route) => {
      const key = JSON.stringify(route.schema) ?? '';
      let serializer = compiled.get(key);
      if (!serializer) {
        serializer = compile(route);
        compiled.set(key, serializer);
      }
      return serializer;
    };
  };
}

/** One memo for the process: the platform's servers (tests start many) share what they compiled. */
export const SHARED_SERIALIZERS = memoisedSerializers();
