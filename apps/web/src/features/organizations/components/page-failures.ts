import { ApiRequestError } from '../../../lib/api-client';

/** A page's record that does not match its address (a branch of another organization) is not found. */
export const notFoundError = () => new ApiRequestError(404, 'Not found');

/** Where a team page's failure sends a person back to. */
export const BACK_TO_ORGANIZATIONS = { to: '/organizations', label: 'Back to organizations' };
