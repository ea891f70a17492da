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

/** Sign-in's 403: the account exists but its e-mail is not confirmed yet (a new code was sent). */
export function needsConfirmation(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return false;
  const reply = error.reply;
  return typeof reply === 'object' && reply !== null && 'status' in reply && reply.status === 'confirm';
}

export function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}
