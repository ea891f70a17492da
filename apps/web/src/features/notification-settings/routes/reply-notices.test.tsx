import type { UserRecord } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsApi } from '../../../test/api/alerts';
import { authApi, testUser } from '../../../test/api/auth';
import { replyNoticesApi } from '../../../test/api/inbox';
import { propertyApi, testProperty } from '../../../test/api/property';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { renderElement } from '../../../test/render-element';
import { requestsTo } from '../../../test/workspace';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const LABEL = 'E-mail me when a contact replies to my campaign texts';

function serve(options: { user?: UserRecord; replyNotices?: boolean; intercept?: Handler } = {}) {
  const auth = authApi({ signedIn: options.user ?? testUser() });
  const property = propertyApi({ cached: testProperty(), userAddresses: [] });
  const inbox = replyNoticesApi({ enabled: options.replyNotices ?? true });
  const stub = stubServer(options.intercept, inbox, property, alertsApi(), auth);
  return { ...stub, inbox };
}

async function replySection() {
  return within(await screen.findByRole('region', { name: 'Campaign replies' }));
}

describe('reply e-mails on /notifications', () => {
  it('shows the switch as saved and turns it off at once, saying so', async () => {
    const { calls, inbox } = serve({ replyNotices: true });
    renderApp('/notifications');
    const section = await replySection();
    const toggle = await section.findByRole('switch', { name: LABEL });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Reply e-mails are off.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(inbox.state.replyNotices).toBe(false);
    const put = calls.find((call) => call.init?.method === 'PUT' && call.url.endsWith('/reply-notices'));
    expect(JSON.parse(String(put?.init?.body))).toEqual({ enabled: false });
  });

  it('turns it back on', async () => {
    serve({ replyNotices: false });
    renderApp('/notifications');
    const toggle = await (await replySection()).findByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Reply e-mails are on.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('keeps the saved setting and says why when a save is refused', async () => {
    serve({
      intercept: (url, init) =>
        init?.method === 'PUT' && url.endsWith('/reply-notices')
          ? { status: 503, body: { code: 'SERVER_BUSY', errorMessage: 'The server is busy. Please try again.' } }
          : undefined,
    });
    renderApp('/notifications');
    const section = await replySection();
    const toggle = await section.findByRole('switch', { name: LABEL });
    await userEvent.click(toggle);
    expect(
      await section.findByText('Your reply e-mail setting could not be saved. The server is busy. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('says when the setting cannot be loaded', async () => {
    serve({
      intercept: (url) =>
        url.endsWith('/reply-notices')
          ? { status: 400, body: { code: 'INVALID_INPUT', errorMessage: 'Not allowed' } }
          : undefined,
    });
    renderApp('/notifications');
    expect(
      await (await replySection()).findByText('Your reply e-mail setting could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('is not offered to someone without the campaign roles', async () => {
    const { calls } = serve({ user: testUser({ role: 'loanofficer', roles: ['loanofficer'] }) });
    renderElement(<NotificationsPage />, '/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaign replies' })).toBeNull();
    expect(requestsTo(calls, '/api/notifications/reply-notices')).toEqual([]);
  });
});
