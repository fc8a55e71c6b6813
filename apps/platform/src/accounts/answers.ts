import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from './field-rules.ts';

/**
 * The account endpoints answer `{ code }` (API.md), and `{ code: 'INVALID_FIELDS', errors }`
 * for fields, with `parameter` naming the first field as every 400 of the platform does.
 */
export function invalidFields(reply: FastifyReply, errors: FieldErrors) {
  return reply.status(400).send({ code: 'INVALID_FIELDS', errors, parameter: Object.keys(errors)[0] ?? 'request' });
}

export function unauthorized(reply: FastifyReply) {
  return reply.status(401).send({ code: 'UNAUTHORIZED' });
}

/** The one answer for a wrong password and for an unknown name alike. */
export function invalidCredentials(reply: FastifyReply) {
  return reply.status(401).send({ code: 'INVALID_CREDENTIALS' });
}

export function tooManyAttempts(reply: FastifyReply) {
  return reply.status(429).send({ code: 'TOO_MANY_ATTEMPTS' });
}

/**
 * Schema failures (a missing or mistyped field) become field errors too, so the widget has one
 * error shape to read; anything else goes on to the platform's error handler.
 */
export function accountErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (!error.validation) throw error;
  const issue = error.validation[0] as { instancePath?: string; params?: Record<string, unknown> } | undefined;
  const missing = issue?.params?.missingProperty;
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const field = typeof missing === 'string' ? [...path, missing].join('.') : path.join('.') || (error.validationContext ?? 'request');
  return invalidFields(reply, { [field]: typeof missing === 'string' ? 'REQUIRED' : 'INVALID' });
}
