import { apiErrorCodes, apiErrorSchema, type ApiError, type ApiErrorCode } from '@roost/domain';
import { http, HttpResponse, type PathParams } from 'msw';
import { z } from 'zod';
import { contract, type Endpoint } from './contract';

/** An error reply: the status is the code's (the domain's apiErrorCodes), as the server's error handler sends it. */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {}
}

/** The error reply of `code` with the server's message; `extra` adds the fields a few replies carry. */
export function failure(
  code: ApiErrorCode,
  errorMessage: string,
  extra: Omit<ApiError, 'code' | 'errorMessage'> = {},
): Failure {
  return new Failure(apiErrorCodes[code].status, { code, errorMessage, ...extra });
}

/** The network failed before any reply (offline, server down): fetch rejects. */
export const NETWORK_ERROR = Symbol('network error');

/** The body a route's resolver answers with, as its schema accepts it (before parsing). */
export type ReplyBody<E extends Endpoint> = z.input<(typeof contract)[E]['schema']>;
export type Answer<E extends Endpoint> = ReplyBody<E> | Failure | typeof NETWORK_ERROR;

/** A reply that does not match its route's schema: the test that caused it fails with this message. */
export class ReplyMismatch extends Error {
  override name = 'ReplyMismatch';
}

function parsed(endpoint: string, schema: z.core.$ZodType, body: unknown): unknown {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  throw new ReplyMismatch(
    `The test API's reply to ${endpoint} does not match the route's schema:\n${z.prettifyError(result.error)}`,
  );
}

/**
 * The HTTP reply of `endpoint` for an answer, its body parsed with the route's schema (or the error-reply schema):
 * the only way a handler of the test API replies, so no reply strays from what the server may send.
 */
export function reply<E extends Endpoint>(endpoint: E, answer: Answer<E>): Response {
  if (answer === NETWORK_ERROR) return HttpResponse.error();
  if (answer instanceof Failure) {
    return HttpResponse.json(parsed(endpoint, apiErrorSchema, answer.body) as ApiError, { status: answer.status });
  }
  const { status, schema } = contract[endpoint];
  const body = parsed(endpoint, schema, answer);
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body as object, { status });
}

/** What a route's resolver is given: the request and the path's parameters. */
export interface RouteRequest<E extends Endpoint> {
  request: Request;
  params: Record<ParamNames<E>, string>;
  url: URL;
}
type ParamNames<E extends string> = E extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : E extends `${string}:${infer Name}`
    ? Name
    : never;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * An MSW handler of one route of the contract: `resolve` gives the body (or a failure), which is parsed with the
 * route's reply schema before it is sent. A promise holds the reply back (a loading state).
 */
export function route<E extends Endpoint>(
  endpoint: E,
  resolve: (request: RouteRequest<E>) => Answer<E> | Promise<Answer<E>>,
) {
  const [method, path] = endpoint.split(' ') as [string, string];
  return http[method.toLowerCase() as Method](path, async ({ request, params }) =>
    reply(
      endpoint,
      await resolve({ request, params: textsOf(params) as Record<ParamNames<E>, string>, url: new URL(request.url) }),
    ),
  );
}

const textsOf = (params: PathParams) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/** The JSON body of a request (undefined when it has none). */
export async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A 400 like the server's for a body its request schema refuses: the first failing field's message, and each field. */
export function invalidInput(error: z.ZodError): Failure {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return failure('INVALID_INPUT', Object.values(fields)[0] ?? 'Invalid request', { fields });
}

/** The request's JSON body parsed with the route's request schema, or the 400 the server would answer. */
export async function bodyOf<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Failure> {
  const parsedBody = schema.safeParse(await jsonOf(request));
  return parsedBody.success ? parsedBody.data : invalidInput(parsedBody.error);
}
