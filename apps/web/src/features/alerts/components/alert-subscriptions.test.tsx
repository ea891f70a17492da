import { alertKindLabels, alertKinds } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { alertsApi, subscriptionsWithOff } from '../../../test/api/alerts';
import { renderAlerts } from '../../../test/render-alerts';
import { stubServer, type Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { AlertSubscriptions } from './alert-subscriptions';

const wideScreen = window.innerWidth;
afterEach(() => {
  vi.unstubAllGlobals();
  useNarrowScreen(wideScreen);
});

function openSubscriptions(options: Parameters<typeof alertsApi>[0] & { intercept?: Handler } = {}) {
  const server = alertsApi(options);
  const stub = stubServer(options.intercept, server);
  renderAlerts(<AlertSubscriptions userId="u1" />);
  return { ...stub, server };
}

const switches = async () =>
  within(await screen.findByRole('group', { name: 'How we reach you' })).getAllByRole('switch');
const toggle = (name: string) => screen.getByRole('switch', { name });
const PATH = '/api/user/alerts/subscriptions/u1';

describe('AlertSubscriptions', () => {
  it('has one labelled switch per kind of alert, the monthly summary included, set as the server says', async () => {
    openSubscriptions({ subscriptions: subscriptionsWithOff('digest', 'equity') });
    expect(screen.getByRole('heading', { level: 2, name: 'How we reach you' })).toBeInTheDocument();
    const all = await switches();
    expect(all.map((control) => control.closest('label')?.textContent)).toEqual(
      alertKinds.map((kind) => alertKindLabels[kind]),
    );
    expect(toggle('Monthly home summary')).not.toBeChecked();
    expect(toggle('Equity built per month passed your amount')).not.toBeChecked();
    expect(toggle('Dream rate reached')).toBeChecked();
    expect(toggle('Home value went up')).toBeChecked();
  });

  it('saves a change at once with PUT and says so', async () => {
    const { calls, server } = openSubscriptions({ subscriptions: subscriptionsWithOff('digest') });
    await switches();
    await userEvent.click(toggle('Home value went up'));
    expect(await screen.findByText('“Home value went up” alerts are off.')).toBeInTheDocument();
    expect(toggle('Home value went up')).not.toBeChecked();
    await userEvent.click(toggle('Monthly home summary'));
    expect(await screen.findByText('“Monthly home summary” alerts are on.')).toBeInTheDocument();
    expect(toggle('Monthly home summary')).toBeChecked();
    expect(sentTo(calls, PATH)).toEqual([
      { kind: 'valueIncrease', subscribed: false },
      { kind: 'digest', subscribed: true },
    ]);
    expect(server.subscriptions()).toEqual(subscriptionsWithOff('valueIncrease'));
  });

  it("gives the server's reason when a change is refused, and the switch moves back", async () => {
    openSubscriptions({
      intercept: (url, init) =>
        init?.method === 'PUT'
          ? { status: 403, body: { code: 'FORBIDDEN', errorMessage: 'You can only change your own alerts' } }
          : undefined,
    });
    await switches();
    await userEvent.click(toggle('Dream rate reached'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your own alerts');
    await waitFor(() => expect(toggle('Dream rate reached')).toBeChecked());
  });

  it('shows a progress bar while the settings load', async () => {
    openSubscriptions({ intercept: (url) => (url.endsWith(PATH) ? new Promise(() => {}) : undefined) });
    expect(await screen.findByRole('progressbar', { name: 'Loading your alert settings' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when the settings cannot be loaded, and tries again on request', async () => {
    let refuse = true;
    openSubscriptions({
      intercept: (url) =>
        refuse && url.endsWith(PATH)
          ? { status: 404, body: { code: 'NOT_FOUND', errorMessage: 'User not found' } }
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your alert settings could not be loaded. User not found',
    );
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await switches()).toHaveLength(alertKinds.length);
  });

  it('fits a 375px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen(375);
    openSubscriptions();
    await switches();
    expectNoFixedWidthOver(375);
  });
});
