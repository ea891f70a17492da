import { apiErrorSchema } from '@roost/domain';
import { http, matchRequestUrl } from 'msw';
import { contract, type Endpoint } from './contract';
import { Failure, NETWORK_ERROR, reply, ReplyMismatch } from './reply';

/** A test's own answer to a request: a status and body, or undefined to leave it to the areas' handlers. */
export type Answer = { status: number; body: unknown } | typeof NETWORK_ERROR | undefined;
/** Answers a request ahead of the areas (failures, held-back replies); a promise holds the answer back. */
export type Handler = (
  url: string,
  init: { method: string; body: string | undefined; request: Request },
) => Answer | Promise<Answer>;

const endpoints = Object.keys(contract) as Endpoint[];

/** The contract's route a request goes to (its method and path pattern). */
function endpointOf(request: Request): Endpoint | undefined {
  const url = new URL(request.url);
  return endpoints.find((endpoint) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    return method === request.method && matchRequestUrl(url, path, url.origin).matches;
  });
}

/**
 * An MSW handler asking a test's `answer` first: what it answers is checked as every reply is, against the schema
 * of the contract's route (an error status against the error-reply schema); what it leaves goes on to the areas.
 */
export function intercepting(answer: Handler) {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const given = await answer(`${url.pathname}${url.search}`, {
      method: request.method,
      body: request.body ? await request.clone().text() : undefined,
      request: request.clone(),
    });
    if (given === undefined) return undefined;
    const endpoint = endpointOf(request);
    if (!endpoint) throw new ReplyMismatch(`${request.method} ${url.pathname} is not a route of the contract`);
    if (given === NETWORK_ERROR) return reply(endpoint, NETWORK_ERROR);
    if (given.status >= 400) {
      const body = apiErrorSchema.safeParse(given.body);
      if (!body.success) {
        throw new ReplyMismatch(`The test's error reply to ${endpoint} is not an error reply: ${body.error.message}`);
      }
      return reply(endpoint, new Failure(given.status, body.data));
    }
    return reply(endpoint, given.body as never);
  });
}
