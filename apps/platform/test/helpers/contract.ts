import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

/**
 * Validates responses against the OpenAPI document's own schemas (JSON Schema 2020-12, as
 * OpenAPI 3.1 uses), so a test fails when the server and the document disagree.
 */
export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', components: document.components ?? {} });
  }

  operations(): string[] {
    return Object.entries(this.document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  }

  private validator(path: string, method: string, status: number, contentType: string): ValidateFunction {
    const key = `${method} ${path} ${status} ${contentType}`;
    let validate = this.cache.get(key);
    if (!validate) {
      const response = this.document.paths[path]?.[method]?.responses?.[String(status)];
      if (!response) throw new Error(`${key}: status not documented`);
      const schema = response.content?.[contentType]?.schema;
      if (schema === undefined) throw new Error(`${key}: content type not documented`);
      // Point local refs at the registered components document.
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as object;
      validate = this.ajv.compile(rewritten);
      this.cache.set(key, validate);
    }
    return validate;
  }

  /** Asserts the status, then that the body matches the documented schema for it. */
  check(response: LightMyRequestResponse, path: string, status: number, method = 'get'): unknown {
    expect(response.statusCode, `${method.toUpperCase()} ${path}: ${response.body.slice(0, 300)}`).toBe(status);
    const contentType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
    const validate = this.validator(path, method, status, contentType);
    if (contentType !== 'application/json') return response.rawPayload;
    const body = response.json() as unknown;
    const valid = validate(body);
    expect(valid, `${path} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    return body;
  }
}
