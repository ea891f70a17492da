import type { UserRecord } from '@roost/domain';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../lib/session-store';
import { authApi } from './api/auth';
import { homesApi } from './api/homes';
import { renderApp, stubServer } from './render-app';

/**
 * Opens a Search by Payment page with the payment API and the identity API in memory (a visitor
 * unless `signedIn`; `accounts` can sign in); `payment` starts the session with one. Use with useFakeClock().
 */
export function openPaymentPage(
  path: string,
  options: Parameters<typeof homesApi>[0] & {
    signedIn?: UserRecord;
    accounts?: UserRecord[];
    payment?: number;
  } = {},
) {
  if (options.payment) sessionStore.update({ payment: options.payment });
  const server = homesApi(options);
  const auth = authApi({ signedIn: options.signedIn, accounts: options.accounts });
  const stub = stubServer(server, auth);
  const app = renderApp(path);
  return { ...stub, ...app, server, user: userEvent.setup({ delay: null }) };
}
