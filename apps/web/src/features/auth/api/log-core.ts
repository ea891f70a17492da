import { apiRequest } from '../../../lib/api-client';

/**
 * POST {core}/core/log: the spec's client-side record of a failed login or confirmation. Fire and
 * forget: a failure to log must never disturb the person, so errors are swallowed here.
 */
export function logToCore(source: string, action: string, data: Record<string, unknown>): void {
  const id = `${source}-${action}-${crypto.randomUUID()}`;
  apiRequest('core', '/core/log', { method: 'POST', body: { id, data } }).catch(() => undefined);
}
