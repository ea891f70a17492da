import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, testAlert, testAlerts } from '../../../test/api/alerts';
import { renderAlerts } from '../../../test/render-alerts';
import { stubServer, type Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { AlertHistory } from './alert-history';

const wideScreen = window.innerWidth;
afterEach(() => {
  vi.unstubAllGlobals();
  useNarrowScreen(wideScreen);
});

function openHistory(options: Parameters<typeof alertsApi>[0] & { intercept?: Handler } = {}) {
  const server = alertsApi(options);
  const stub = stubServer(options.intercept, server);
  renderAlerts(<AlertHistory userId="u1" />);
  return stub;
}

const section = () => within(screen.getByRole('region', { name: 'Your alerts' }));
const list = async () => within(await screen.findByRole('list', { name: 'Your alerts' }));
const items = async () => (await list()).getAllByRole('listitem');

describe('AlertHistory', () => {
  it('lists each alert with its date, title, body and what became of it, in plain words', async () => {
    openHistory({
      alerts: [
        testAlert({ id: 'a3', text: 'skipped', createdDate: '2026-03-04T16:00:00.000Z' }),
        testAlert({
          id: 'a2',
          kind: 'dreamRate',
          title: 'Your dream rate is here',
          body: "Today's 30-year rate is 5.875%, at or under your 6%.",
          email: 'pending',
          text: 'pending',
          lead: 'pending',
          createdDate: '2026-02-20T09:30:00.000Z',
        }),
        testAlert({
          id: 'a1',
          kind: 'digest',
          title: 'Your February home summary',
          body: '1234 Oak St: estimated at $650,000.',
          email: 'sent',
          text: 'skipped',
          lead: 'skipped',
          createdDate: '2026-02-01T08:00:00.000Z',
        }),
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your alerts' })).toBeInTheDocument();
    const [rate, digest] = [(await items())[1]!, (await items())[2]!];
    const first = within((await items())[0]!);
    expect(first.getByText('March 4, 2026')).toBeInTheDocument();
    expect(first.getByRole('heading', { level: 3, name: 'Your home value went up' })).toBeInTheDocument();
    expect(first.getByText(/is now estimated at \$680,000/)).toBeInTheDocument();
    expect(
      first.getByText('E-mail sent · Text skipped (no text consent or cell number) · Sent to your loan officer'),
    ).toBeInTheDocument();
    expect(within(rate).getByText('February 20, 2026')).toBeInTheDocument();
    expect(
      within(rate).getByText('E-mail on its way · Text on its way · On its way to your loan officer'),
    ).toBeInTheDocument();
    // A monthly summary is e-mail only: no word about texts or a loan officer.
    expect(digest).toHaveTextContent(/E-mail sent$/);
    expect(digest).not.toHaveTextContent(/Text|loan officer/);
    expect(section().queryByText(/pending|skipped$|failed/)).toBeNull();
  });

  it('says when a step could not be done, and when the alert was turned off', async () => {
    openHistory({
      alerts: [
        testAlert({ id: 'a2', email: 'failed', text: 'failed', lead: 'failed' }),
        testAlert({ id: 'a1', email: 'skipped', text: 'skipped' }),
      ],
    });
    const [failed, off] = await items();
    expect(failed).toHaveTextContent(
      'E-mail could not be sent · Text could not be sent · Could not reach your loan officer',
    );
    expect(off).toHaveTextContent(
      'E-mail skipped (alert turned off) · Text skipped (alert turned off) · Sent to your loan officer',
    );
  });

  it('says there are none yet, and how they will come', async () => {
    openHistory({ alerts: [] });
    expect(
      await screen.findByText('No alerts yet. We will tell you here and by e-mail when one of your lines is crossed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a progress bar while the alerts load', async () => {
    openHistory({ intercept: (url) => (url.endsWith('/api/user/alerts/u1') ? new Promise(() => {}) : undefined) });
    expect(await screen.findByRole('progressbar', { name: 'Loading your alerts' })).toBeInTheDocument();
    expect(screen.queryByText(/No alerts yet/)).toBeNull();
  });

  it("gives the server's reason when they cannot be loaded, and tries again on request", async () => {
    let refuse = true;
    openHistory({
      alerts: [testAlert()],
      intercept: (url) =>
        refuse && url.endsWith('/api/user/alerts/u1')
          ? { status: 403, body: { code: 'FORBIDDEN', errorMessage: 'You can only see your own alerts' } }
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your alerts could not be loaded. You can only see your own alerts',
    );
    expect(screen.queryByText(/No alerts yet/)).toBeNull();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await items()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the 20 newest, and all of them on "Show all"', async () => {
    openHistory({ alerts: testAlerts(26) });
    await waitFor(async () => expect(await items()).toHaveLength(20));
    expect(section().getByText('The 20 newest of 26 alerts are shown.')).toBeInTheDocument();
    expect(within((await items())[0]!).getByRole('heading')).toHaveTextContent('Alert 26');
    await userEvent.click(section().getByRole('button', { name: 'Show all' }));
    const all = await items();
    expect(all).toHaveLength(26);
    expect(within(all[25]!).getByRole('heading')).toHaveTextContent('Alert 1');
    expect(section().queryByRole('button', { name: 'Show all' })).toBeNull();
    // The keyboard carries on from the first alert the button brought.
    expect(all[20]).toHaveFocus();
  });

  it('offers no "Show all" for 20 alerts or fewer', async () => {
    openHistory({ alerts: testAlerts(20) });
    await waitFor(async () => expect(await items()).toHaveLength(20));
    expect(section().queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('fits a 375px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen(375);
    openHistory({ alerts: testAlerts(3) });
    await waitFor(async () => expect(await items()).toHaveLength(3));
    expectNoFixedWidthOver(375);
  });
});
