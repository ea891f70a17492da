import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';

/**
 * The error banner of a failed save: the spec's text ('Error saving team') and the server's reason;
 * the server's per-field messages go beside their fields.
 */
export function saveFailure<T extends FieldValues>(
  label: string,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  const reason = applyServerErrors(error, setError, fields);
  return reason ? `${label}: ${reason}` : label;
}
