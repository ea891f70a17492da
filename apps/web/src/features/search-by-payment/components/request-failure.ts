import { ApiRequestError } from '../../../lib/api-client';

/** The server's own words for what was wrong with the request (4xx), else the page's fallback. */
export function requestFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
