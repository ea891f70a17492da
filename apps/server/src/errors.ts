/** Typed errors services throw; the error handler maps them to statuses and `{ errorMessage }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra reply fields a caller acts on, e.g. `{ status: 'confirm' }` or `{ retryAfterSeconds: 30 }`. */
    readonly details?: { status?: string; retryAfterSeconds?: number },
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, fields);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
