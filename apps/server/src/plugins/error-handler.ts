import { messages } from '@roost/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { loggableError } from './loggable-error';
import { readableValidationMessage } from './validation-message';

/** Field path of a validation issue, e.g. "/email" -> "email", "" -> "body". */
function fieldName(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

/**
 * The one error handler: every failure becomes `{ errorMessage }` with a real status. Invalid input
 * also names the failing fields; a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx AppError is an outside service failing: the log says which and why, the reply does not.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'outside service unavailable');
      const retryAfter = error.details?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.statusCode)
        .send({ errorMessage: error.message, fields: error.fields, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext ?? 'body');
        const message = readableValidationMessage(field, issue);
        // An unknown field fails on the object that holds it; name the field itself.
        const unknownKeys =
          issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
        if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
          const parent = fieldName(issue.instancePath, '');
          for (const key of unknownKeys) fields[parent ? `${parent}.${String(key)}` : String(key)] ??= message;
          continue;
        }
        fields[field] ??= message;
      }
      const first = Object.entries(fields)[0];
      const errorMessage = first ? first[1] : 'Invalid request';
      return reply.status(400).send({ errorMessage, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ errorMessage: messages.bodyTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ errorMessage: messages.invalidJson });
    }
    if (status === 429) {
      return reply.status(429).send({ errorMessage: messages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (wrong content type, empty body, ...) are safe to show.
      return reply.status(status).send({ errorMessage: error.message });
    }
    // The request log carries the request id; the error goes without the values its query ran with.
    request.log.error({ error: loggableError(error) }, 'request failed');
    return reply.status(500).send({ errorMessage: messages.genericError });
  });
}
