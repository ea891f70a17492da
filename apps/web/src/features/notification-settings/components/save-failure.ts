import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * The banner after a failed save: the spec's failure text, then what the server said (the failing
 * field's message, which also shows beside the field, or 'no connection').
 */
export function saveFailure<T extends FieldValues>(
  error: unknown,
  failureText: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  const message = applyServerErrors(error, setError, fields);
  return error instanceof ApiRequestError ? `${failureText} ${message}` : failureText;
}
