import { AppError } from '../../../errors';

export const ADDRESS_NOT_FOUND = 'Error fetching address information. Please try a new address.';
export const PROVIDER_UNAVAILABLE = 'The address service is not available right now. Please try again in a minute.';

export const addressNotFound = () => new AppError('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);

/**
 * An outside service failed us (refused, slow, rate-limited or answered nonsense). It is an AppError,
 * so the one error handler answers 503 with the friendly message; `provider` and `reason` are for the
 * log only and never reach the reply.
 */
export class ProviderUnavailableError extends AppError {
  override readonly name = 'ProviderUnavailableError';

  constructor(
    readonly provider: string,
    readonly reason: string,
    options: { cause?: unknown } = {},
  ) {
    super('PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
