import { authMessages } from '@roost/domain';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The text a failed identity request shows: the spec's message for the step, except that too many
 * attempts and an unreachable server say so (the spec's text would send people round in circles).
 */
export function failureText(error: unknown, specText: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return authMessages.tooManyAttempts;
    if (error.status === 0) return error.message;
  }
  return specText;
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}
