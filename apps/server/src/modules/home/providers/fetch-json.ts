import { ProviderUnavailableError } from './provider-errors';

export interface ProviderCall {
  /** The provider's name, for the error and the log. */
  provider: string;
  timeoutMs: number;
  /** Lets a caller abandon sibling requests once one of them has failed. */
  signal?: AbortSignal;
}

export type ProviderReply = { ok: true; status: number; json: unknown } | { ok: false; status: number };

/**
 * One HTTP exchange with an outside service. A refused connection, a timeout (headers or body) or a
 * 2xx body that is not JSON becomes a ProviderUnavailableError; other statuses are the caller's to
 * judge, since only the caller knows which of them mean "no such address".
 */
export async function fetchJson(url: string, init: RequestInit, call: ProviderCall): Promise<ProviderReply> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal, redirect: 'error' });
    text = await response.text();
  } catch (error) {
    const reason = timeout.aborted ? `no answer within ${call.timeoutMs} ms` : 'request failed';
    throw new ProviderUnavailableError(call.provider, reason, { cause: error });
  }
  if (!response.ok) return { ok: false, status: response.status };
  try {
    return { ok: true, status: response.status, json: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ProviderUnavailableError(call.provider, `malformed JSON (status ${response.status})`, { cause: error });
  }
}
