import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * What the request log keeps of a URL. Query strings and path parameters carry personal data (an opt-out
 * search by phone, the admin's user search by e-mail or name, a home's address key, an alert's unsubscribe
 * token), so the log keeps only what cannot hold any:
 * - the route's own path template, each parameter's value kept only when it is a record id (a UUID) or a
 *   small number, otherwise `[redacted]`; an unmatched path keeps only its plain-word segments;
 * - of the query, only the keys below whose values are short enums or numbers, and record ids under keys
 *   named for a record; every other value (a search term, a phone, a cursor, a token, a place) becomes
 *   `[redacted]`. Keys are kept: they are ours, not the
 *   caller's (an unknown key is cut to a safe shape).
 */
const SAFE_QUERY_KEYS = new Set([
  'page',
  'limit',
  'count',
  'option',
  'status',
  'state',
  'sort',
  'scope',
  'type',
  'targetType',
  'group',
  'role',
  'confirm',
  'county',
]);
/** Keys naming a record (campaignId, groupId, id): kept when the value is a record id. */
const RECORD_KEY = /^(?:id|[a-z]\w*Id)$/;
const REDACTED = '[redacted]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SMALL_NUMBER = /^\d{1,6}$/;
/** An enum's value: letters, words joined by - or _, never a digit, @ or + (no phone, e-mail or token). */
const ENUM_WORD = /^[A-Za-z]{1,24}(?:[-_][A-Za-z]{1,24}){0,3}$/;
/** A segment of an unmatched path, or a file name the static host serves. */
const PLAIN_SEGMENT =
  /^(?:[A-Za-z]+(?:[-_][A-Za-z]+)*|[\w-]+\.(?:js|css|map|svg|png|jpg|webp|ico|woff2?|json|txt|webmanifest))$/;
const SAFE_KEY = /^[A-Za-z][\w-]{0,39}$/;

const safeParam = (value: string) => UUID.test(value) || SMALL_NUMBER.test(value);
const safePath = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : REDACTED))
    .join('/');

function loggableQuery(search: string): string {
  if (search === '') return '';
  const kept: string[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    const name = SAFE_KEY.test(key) ? key : 'key';
    const safe =
      (SAFE_QUERY_KEYS.has(key) && (SMALL_NUMBER.test(value) || ENUM_WORD.test(value))) ||
      (RECORD_KEY.test(key) && UUID.test(value));
    kept.push(`${name}=${safe ? value : REDACTED}`);
  }
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** The request's URL as the log may keep it (see above). */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }) {
  const rawUrl = request.url ?? '';
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : loggableQuery(rawUrl.slice(queryAt + 1));
  const template = request.routeOptions?.url;
  if (!template) return safePath(rawPath) + query;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = template
    .replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      return typeof value === 'string' && safeParam(value) ? value : REDACTED;
    })
    .replace(/\*$/, () => safePath(String(params['*'] ?? '')));
  return path + query;
}

/** Fastify's request serializer with the URL as above (the rest as Fastify's own). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/** Fastify's "Route GET:/x not found" line quotes the raw URL; this one quotes what the log may keep. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggableUrl(request)} not found`);
  }
}
