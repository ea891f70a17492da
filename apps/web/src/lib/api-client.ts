import { apiErrorReplySchema, type ApiErrorReply } from '@roost/domain';

export type { ApiErrorReply };

/**
 * The HTTP client of the spec's services. Each service base is configurable so a module can move
 * to its own host later (VITE_API_<SERVICE>, e.g. VITE_API_SITE=https://site.example.com).
 */
export type Service = 'auth' | 'core' | 'home' | 'integrations' | 'user' | 'notifications' | 'site' | 'payment';

const env = import.meta.env as Record<string, string | undefined>;

export function serviceBase(service: Service): string {
  return env[`VITE_API_${service.toUpperCase()}`] ?? `/api/${service}`;
}

/**
 * An API failure with the server's message and, for invalid input, the failing fields. `reply` is the
 * whole error body, for the few replies that say more (a 429's `retryAfterSeconds`).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly reply: unknown = undefined,
  ) {
    super(message);
  }

  /** The server's code for the failure (the domain's apiErrorCodes), to switch on; undefined without one. */
  get code(): string | undefined {
    const code = (this.reply as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A busy server's 503 on a read is asked again after its Retry-After (at most this many times, at most 5 s each). */
const BUSY_RETRIES = 2;
const MAX_BUSY_WAIT_SECONDS = 5;

/** The seconds a 503 asks to wait before a read is sent again, or undefined when it is not worth waiting. */
function busyRetryAfter(response: Response, options: RequestOptions): number | undefined {
  const retryAfter = response.headers.get('retry-after');
  if (response.status !== 503 || (options.method ?? 'GET') !== 'GET' || !retryAfter) return undefined;
  const seconds = Number(retryAfter);
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= MAX_BUSY_WAIT_SECONDS ? seconds : undefined;
}

const pause = (seconds: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export async function apiRequest<T>(service: Service, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(service, path, options);
  for (let retry = 1; retry <= BUSY_RETRIES; retry++) {
    const wait = busyRetryAfter(response, options);
    if (wait === undefined || options.signal?.aborted) break;
    await pause(wait, options.signal);
    if (options.signal?.aborted) break;
    await response.body?.cancel();
    response = await send(service, path, options);
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const apiError = apiErrorReplySchema.safeParse(data).data;
    throw new ApiRequestError(
      response.status,
      apiError ? apiError.errorMessage : 'Something went wrong. Please try again.',
      apiError?.fields,
      data,
    );
  }
  return data as T;
}

/** What a person reads when the network failed them (offline, or the server is down). */
export const SERVER_UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

async function send(service: Service, path: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${serviceBase(service)}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch {
    throw new ApiRequestError(0, SERVER_UNREACHABLE);
  }
  return response;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
