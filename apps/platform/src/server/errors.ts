import type { FastifyError, FastifyInstance } from 'fastify';

/** An error with an HTTP status that the error handler answers as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string, parameter?: string): HttpError => new HttpError(404, message, parameter);
export const badRequest = (message: string, parameter?: string): HttpError => new HttpError(400, message, parameter);

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

interface ValidationIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** The parameter a validation issue is about: `/culture` → culture, missing → its name. */
function parameterOf(issue: ValidationIssue | undefined): string | undefined {
  if (!issue) return undefined;
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
  return path.find((part) => !/^\d+$/.test(part));
}

/**
 * Every error leaves as `{ error, message, parameter? }`. Client errors keep their status;
 * anything else is logged with its stack and answered with a bare 500 (never the stack).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ error: REASONS[error.statusCode] ?? 'Error', message: error.message, ...(error.parameter ? { parameter: error.parameter } : {}) });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const issue = fastifyError.validation[0] as ValidationIssue | undefined;
      const parameter = parameterOf(issue) ?? fastifyError.validationContext ?? 'request';
      const where = fastifyError.validationContext ?? 'request';
      return reply.status(400).send({ error: 'Bad Request', message: `${where} parameter '${parameter}' ${issue?.message ?? 'is invalid'}`, parameter });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: REASONS[status] ?? 'Error', message: fastifyError.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal Server Error', message: 'Something went wrong.' });
  });
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: 'Not Found', message: `no endpoint ${request.method} ${request.url.split('?')[0]}` });
  });
}
