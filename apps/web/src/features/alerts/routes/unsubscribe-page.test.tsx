import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { alertsApi, SERVER_INVALID_LINK, subscriptionsWithOff } from '../../../test/api/alerts';
import { renderAlerts } from '../../../test/render-alerts';
import { stubServer, type Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { UnsubscribePage } from './unsubscribe-page';

const wideScreen = window.innerWidth;
afterEach(() => {
  vi.unstubAllGlobals();
  useNarrowScreen(wideScreen);
});

const links = { 'good.token': { kind: 'valueIncrease', email: 'a*****n@example.com' } } as const;

/** Opens the page as an e-mail's link does, signed out (the stub's session is a visitor). */
function openUnsubscribe(
  path = '/alerts/unsubscribe?token=good.token',
  options: Parameters<typeof alertsApi>[0] & { intercept?: Handler } = {},
) {
  const server = alertsApi({ links, ...options });
  const stub = stubServer(options.intercept, server);
  const app = renderAlerts(<UnsubscribePage />, { path, routePath: '/alerts/unsubscribe' });
  return { ...stub, ...app, server };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('unsubscribe page', () => {
  it('asks before turning the alert off, then says it is done and where to turn it back on', async () => {
    const { calls, server, router } = openUnsubscribe();
    expect(await heading('Unsubscribe')).toBeInTheDocument();
    expect(await screen.findByText('Stop “Home value went up” e-mails to a*****n@example.com?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await heading('You are unsubscribed')).toHaveFocus();
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Done. You will no longer get “Home value went up” e-mails or texts. You can turn it back on in your notification settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(sentTo(calls, '/api/user/alerts/unsubscribe?token=good.token')).toEqual([{}]);
    expect(server.subscriptions().valueIncrease).toBe(false);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'notification settings' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('shows a progress bar while the link is read', async () => {
    openUnsubscribe(undefined, {
      intercept: (url) => (url.includes('/alerts/unsubscribe') ? new Promise(() => {}) : undefined),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading your unsubscribe link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("gives the server's words for a bad link, with a way home", async () => {
    const { router } = openUnsubscribe('/alerts/unsubscribe?token=tampered');
    expect(await heading('Link not valid')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_INVALID_LINK);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const { calls } = openUnsubscribe('/alerts/unsubscribe');
    expect(await heading('Link not valid')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Sign in to change your alerts in your settings.',
    );
    expect(calls.some((call) => call.url.includes('/alerts/'))).toBe(false);
  });

  it('says so when the alert is already off, and offers no button', async () => {
    const { calls } = openUnsubscribe(undefined, { subscriptions: subscriptionsWithOff('valueIncrease') });
    expect(await heading('Already unsubscribed')).toBeInTheDocument();
    expect(
      screen.getByText(/^You already do not get “Home value went up” e-mails or texts at a\*{5}n@example\.com\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(sentTo(calls, '/api/user/alerts/unsubscribe?token=good.token')).toEqual([]);
  });

  it("keeps the question and gives the server's reason when unsubscribing fails", async () => {
    openUnsubscribe(undefined, {
      intercept: (url, init) =>
        init?.method === 'POST'
          ? { status: 429, body: { code: 'RATE_LIMITED', errorMessage: 'Too many requests. Try again in a minute.' } }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    expect(screen.getByText('Stop “Home value went up” e-mails to a*****n@example.com?')).toBeInTheDocument();
  });

  it('fits a 375px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen(375);
    openUnsubscribe();
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expectNoFixedWidthOver(375);
  });
});
