import { apiErrorCodes, type ApiError, type ApiErrorCode } from '@roost/domain';
import type { FastifyReply } from 'fastify';

/** Extra reply fields a caller acts on, e.g. `{ status: 'confirm' }` or `{ retryAfterSeconds: 30 }`. */
type ErrorDetails = Pick<ApiError, 'status' | 'retryAfterSeconds'>;

/**
 * Typed errors services throw: what failed, as a code from the domain's catalogue (api-error.ts), and the
 * message a person reads. The status is the code's, looked up here at the edge, so no service picks a number.
 */
export class AppError extends Error {
  /** The code's HTTP status (Fastify and the error handler read it). */
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.statusCode = apiErrorCodes[code].status;
  }
}

/** The commonest refusal: input a schema could not check (a cursor, a mapping, a rule across fields). */
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError('INVALID_INPUT', message, fields);

/**
 * Sends an error reply that is not thrown (a hook answering early, the not-found handler): the same
 * `{ code, errorMessage, ... }` with the code's status as the error handler sends.
 */
export function sendError(
  reply: FastifyReply,
  code: ApiErrorCode,
  errorMessage: string,
  extra: Pick<ApiError, 'fields'> & ErrorDetails = {},
) {
  const body: ApiError = { code, errorMessage, ...extra };
  return reply.status(apiErrorCodes[code].status).send(body);
}
