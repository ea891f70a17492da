import { messages, type ApiErrorCode } from '@roost/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, sendError } from '../errors';
import { loggableError } from './loggable-error';
import { readableValidationMessage } from './validation-message';

/** Field path of a validation issue, e.g. "/email" -> "email", "" -> "body". */
function fieldName(instancePath: string | undefined, fallback: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback;
}

/**
 * The code of a 4xx that Fastify or a plugin raised itself (wrong content type, empty body), by its status.
 * Any other 4xx status is a request we cannot read: INVALID_INPUT.
 */
const fastifyRefusals: Partial<Record<number, ApiErrorCode>> = {
  404: 'NOT_FOUND',
  414: 'LINK_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * The one error handler: every failure becomes `{ code, errorMessage }` with the code's status. Invalid
 * input also names the failing fields; a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 5xx AppError is an outside service failing: the log says which and why, the reply does not.
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'outside service unavailable');
      const retryAfter = error.details?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return sendError(reply, error.code, error.message, { fields: error.fields, ...error.details });
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
      return sendError(reply, 'INVALID_INPUT', errorMessage, { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 'BODY_TOO_LARGE', messages.bodyTooLarge);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 'INVALID_JSON', messages.invalidJson);
    }
    if (status === 429) {
      return sendError(reply, 'RATE_LIMITED', messages.tooManyRequests);
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (wrong content type, empty body, ...) are safe to show.
      return sendError(reply, fastifyRefusals[status] ?? 'INVALID_INPUT', error.message);
    }
    // The request log carries the request id; the error goes without the values its query ran with.
    request.log.error({ error: loggableError(error) }, 'request failed');
    return sendError(reply, 'INTERNAL_ERROR', messages.genericError);
  });
}
