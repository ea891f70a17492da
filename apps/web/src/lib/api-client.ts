import { apiErrorSchema } from '@roost/domain';

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
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(service: Service, path: string, options: RequestOptions = {}): Promise<T> {
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
    throw new ApiRequestError(0, 'We could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data.errorMessage : 'Something went wrong. Please try again.',
      parsed.success ? parsed.data.fields : undefined,
      data,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
