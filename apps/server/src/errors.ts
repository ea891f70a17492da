import {
  apiErrorCodeList,
  apiErrorCodes,
  apiErrorSchema,
  type ApiError,
  type ApiErrorCode,
  type ApiErrorStatus,
} from '@roost/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Extra reply fields a caller acts on, e.g. `{ status: 'confirm' }` or `{ retryAfterSeconds: 30 }`. */
type ErrorDetails = Pick<ApiError, 'status' | 'retryAfterSeconds' | 'opensAt' | 'timeZone'>;

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

const replyOfStatus = new Map<ApiErrorStatus, z.ZodType<ApiError>>();

/** The reply schema of one error status: its code is one of that status's, and its description names them. */
function errorReplyOf(status: ApiErrorStatus): z.ZodType<ApiError> {
  let schema = replyOfStatus.get(status);
  if (!schema) {
    const codes = apiErrorCodeList.filter((code) => apiErrorCodes[code].status === status);
    const list = codes.map((code) => `- \`${code}\`: ${apiErrorCodes[code].about}`).join('\n');
    schema = apiErrorSchema
      .extend({ code: z.enum(codes as [ApiErrorCode, ...ApiErrorCode[]]) })
      .describe(`Error, with one of these codes:\n\n${list}`);
    replyOfStatus.set(status, schema);
  }
  return schema;
}

/**
 * The error replies a route answers, for its response schemas: `response: { 200: thing, ...errorReplies(400, 404) }`.
 * Declared here once for every route, so the OpenAPI document lists each status's codes the same way everywhere.
 */
export function errorReplies<const S extends ApiErrorStatus>(...statuses: S[]): Record<S, z.ZodType<ApiError>> {
  return Object.fromEntries(statuses.map((status) => [status, errorReplyOf(status)])) as Record<S, z.ZodType<ApiError>>;
}
