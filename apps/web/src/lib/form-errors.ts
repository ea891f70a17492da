import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Shows the server's per-field messages beside the fields; returns the message for a banner. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): string {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  for (const [field, message] of Object.entries(error.fields)) {
    if ((knownFields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
  }
  return error.message;
}

/** A TextField's error look and message from react-hook-form's field error. */
export function fieldState(error: FieldError | undefined) {
  return { error: Boolean(error), helperText: error?.message };
}
