import type { UserAddress, UserRecord } from '@roost/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsApi } from '../../../test/api/alerts';
import { authApi, sentTo, testUser } from '../../../test/api/auth';
import { replyNoticesApi } from '../../../test/api/inbox';
import { propertyApi, testProperty, testUserAddress } from '../../../test/api/property';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { renderElement } from '../../../test/render-element';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

const ADDRESS = '1234 Oak St, Sacramento, CA 95814';

function serve(
  options: {
    user?: UserRecord;
    userAddresses?: UserAddress[];
    userSetting?: { rate: number; rateNotificationActive: boolean };
    intercept?: Handler;
  } = {},
) {
  const auth = authApi({ signedIn: options.user ?? testUser() });
  const property = propertyApi({
    cached: testProperty(),
    userAddresses: options.userAddresses ?? [testUserAddress({ removeMortgageInsurance: false })],
    userSetting: options.userSetting,
  });
  const stub = stubServer(options.intercept, property, alertsApi(), replyNoticesApi(), auth);
  return { ...stub, property };
}

async function openNotifications(options: Parameters<typeof serve>[0] = {}) {
  const served = serve(options);
  renderApp('/notifications');
  await screen.findByRole('heading', { name: 'Notifications', level: 1 });
  const firstForm = within(await screen.findByRole('form', { name: 'Address notifications' }));
  const userForm = within(await screen.findByRole('form', { name: 'User notifications' }));
  return { ...served, firstForm, userForm };
}

const group = (form: ReturnType<typeof within>, name: string) => within(form.getByRole('group', { name }));

/** Chooses an address; the form starts over for it, so the form is found again. */
async function chooseAddress(text = ADDRESS) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Address' }), text);
  return within(screen.getByRole('form', { name: 'Address notifications' }));
}

describe('notification settings', () => {
  it('keeps the address Save disabled, saying why, until an address is chosen', async () => {
    const { firstForm } = await openNotifications();
    expect(firstForm.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(firstForm.getByText('Please select an address')).toBeInTheDocument();
    expect(firstForm.getByRole('switch', { name: 'Remove mortgage insurance' })).toBeDisabled();
    const form = await chooseAddress();
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(form.getByRole('switch', { name: 'Remove mortgage insurance' })).toBeEnabled();
    expect(form.queryByText('Please select an address')).toBeNull();
  });

  it('starts a chosen address at 0 and off, and saves its alerts with PUT, money as whole dollars', async () => {
    const { calls, property } = await openNotifications();
    const addressForm = await chooseAddress();
    expect(addressForm.getByRole('switch', { name: 'Remove mortgage insurance' })).not.toBeChecked();
    const increase = group(addressForm, 'Property increase');
    const cash = group(addressForm, 'Property cash');
    const equity = group(addressForm, 'Property equity');
    expect(increase.getByLabelText('Percent')).toHaveValue('0');
    expect(cash.getByLabelText('Amount')).toHaveValue('$0');
    expect(equity.getByLabelText('Dollars per month')).toHaveValue('$0');
    for (const each of [increase, cash, equity]) expect(each.getByRole('switch', { name: 'Active' })).not.toBeChecked();

    await userEvent.click(addressForm.getByRole('switch', { name: 'Remove mortgage insurance' }));
    await userEvent.clear(increase.getByLabelText('Percent'));
    await userEvent.type(increase.getByLabelText('Percent'), '7.5');
    await userEvent.click(increase.getByRole('switch', { name: 'Active' }));
    await userEvent.clear(cash.getByLabelText('Amount'));
    await userEvent.type(cash.getByLabelText('Amount'), '50000');
    expect(cash.getByLabelText('Amount')).toHaveValue('$50,000');
    await userEvent.click(cash.getByRole('switch', { name: 'Active' }));
    await userEvent.clear(equity.getByLabelText('Dollars per month'));
    await userEvent.type(equity.getByLabelText('Dollars per month'), '1250');
    await userEvent.click(addressForm.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully saved address notification.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/address/ua1')).toEqual([
      {
        removeMortgageInsurance: true,
        propertyIncrease: 7.5,
        propertyIncreaseActive: true,
        propertyCash: 50_000,
        propertyCashActive: true,
        propertyEquity: 1250,
        propertyEquityActive: false,
      },
    ]);
    expect(property.userAddresses()[0]).toMatchObject({ propertyCash: 50_000, propertyIncrease: 7.5 });
  });

  it("shows each address's own saved settings when another is chosen", async () => {
    const second = testUserAddress({
      id: 'ua2',
      addressId: '55-Ridge-View-Ct-El_Dorado_Hills-CA',
      propertyCash: 80_000,
      propertyCashActive: true,
    });
    await openNotifications({ userAddresses: [testUserAddress({ removeMortgageInsurance: false }), second] });
    const options = within(screen.getByRole('combobox', { name: 'Address' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose an address',
      ADDRESS,
      // No property figures cached for it here: its key stands in for the address.
      '55-Ridge-View-Ct-El_Dorado_Hills-CA',
    ]);
    const cash = group(await chooseAddress('55-Ridge-View-Ct-El_Dorado_Hills-CA'), 'Property cash');
    expect(cash.getByLabelText('Amount')).toHaveValue('$80,000');
    expect(cash.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(group(await chooseAddress(), 'Property cash').getByLabelText('Amount')).toHaveValue('$0');
  });

  it('refuses non-numeric, out-of-range and absurd figures on the form, sending nothing', async () => {
    const { calls } = await openNotifications();
    const addressForm = await chooseAddress();
    const percent = group(addressForm, 'Property increase').getByLabelText('Percent');
    const cash = group(addressForm, 'Property cash').getByLabelText('Amount');
    await userEvent.clear(percent);
    await userEvent.type(percent, 'lots');
    await userEvent.clear(cash);
    await userEvent.type(cash, '-9999999999');
    // Only digits go into a money field: no minus sign.
    expect(cash).toHaveValue('$9,999,999,999');
    await userEvent.click(addressForm.getByRole('button', { name: 'Save' }));
    expect(await addressForm.findByText('Property increase must be a number')).toBeInTheDocument();
    expect(addressForm.getByText('Property cash is too large')).toBeInTheDocument();
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(addressForm.getByRole('button', { name: 'Save' }));
    expect(await addressForm.findByText('Property increase is a percent up to 100')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/address/ua1')).toEqual([]);
  });

  it("shows the server's refusal beside the field and in a banner, keeping what was typed", async () => {
    await openNotifications({
      intercept: (url, init) =>
        init?.method === 'PUT' && url.endsWith('/api/user/user/address/ua1')
          ? {
              status: 400,
              body: {
                code: 'INVALID_INPUT',
                errorMessage: 'Property equity must not be negative',
                fields: { propertyEquity: 'Property equity must not be negative' },
              },
            }
          : undefined,
    });
    const addressForm = await chooseAddress();
    const equity = group(addressForm, 'Property equity').getByLabelText('Dollars per month');
    await userEvent.clear(equity);
    await userEvent.type(equity, '300');
    await userEvent.click(addressForm.getByRole('button', { name: 'Save' }));
    expect(await addressForm.findByRole('alert')).toHaveTextContent(
      'Error saving address notification. Property equity must not be negative',
    );
    // Beside the field, as well as in the banner.
    expect(addressForm.getByText('Property equity must not be negative')).toHaveClass('Mui-error');
    expect(equity).toHaveValue('$300');
  });

  it('saves the dream rate and its switch with their own Save', async () => {
    const { userForm, calls } = await openNotifications();
    const dream = group(userForm, 'Dream rate');
    expect(dream.getByLabelText('Rate')).toHaveValue('0');
    expect(dream.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await userEvent.clear(dream.getByLabelText('Rate'));
    await userEvent.type(dream.getByLabelText('Rate'), '4.5');
    await userEvent.click(dream.getByRole('switch', { name: 'Active' }));
    await userEvent.click(userForm.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved user notification.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/setting/u1')).toEqual([{ rate: 4.5, rateNotificationActive: true }]);
  });

  it.each([
    ['30', false, 'Dream rate must be at most 25'],
    ['-1', false, 'Dream rate must not be negative'],
    ['soon', false, 'Dream rate must be a number'],
    ['0', true, 'Set a dream rate above 0% to switch its alert on'],
  ])('refuses a dream rate of %j (alert on: %s): %s', async (rate, active, message) => {
    const { userForm, calls } = await openNotifications();
    const dream = group(userForm, 'Dream rate');
    await userEvent.clear(dream.getByLabelText('Rate'));
    await userEvent.type(dream.getByLabelText('Rate'), rate);
    if (active) await userEvent.click(dream.getByRole('switch', { name: 'Active' }));
    await userEvent.click(userForm.getByRole('button', { name: 'Save' }));
    expect(await userForm.findByText(message)).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/setting/u1')).toEqual([]);
  });

  it('says alerts go by e-mail, and by text only with consent to text updates', async () => {
    await openNotifications();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Alerts are sent by e-mail to ann@example.com. We text them only to people who agreed to text updates on their profile.',
    );
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });

  it('says texts go to the cell number of someone who agreed to text updates', async () => {
    await openNotifications({ user: testUser({ textUpdates: true, phone: '+19165550123' }) });
    expect(screen.getByRole('note')).toHaveTextContent(
      'You agreed to text updates on your profile, so we also text them to +19165550123.',
    );
  });

  it('shows loading bars while the addresses and the dream rate load', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({
      intercept: async (url) =>
        url.includes('/address?type=all') || url.includes('/user/setting/') ? held.then(() => undefined) : undefined,
    });
    renderApp('/notifications');
    expect(await screen.findByRole('progressbar', { name: 'Loading your addresses' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your dream rate' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('form', { name: 'User notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your addresses' })).toBeNull();
  });

  it('says how to save an address when there is none, the address Save staying disabled', async () => {
    const { firstForm } = await openNotifications({ userAddresses: [] });
    expect(screen.getByText(/No saved addresses yet/)).toBeInTheDocument();
    expect(firstForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('fits a phone', async () => {
    useNarrowScreen();
    await openNotifications();
    await chooseAddress();
    expectNoFixedWidthOver(360);
  });

  it('shows what app/ composes at the bottom of the page', async () => {
    serve();
    renderElement(
      <NotificationsPage>
        <section aria-label="Alert history">Your alerts</section>
      </NotificationsPage>,
      '/notifications',
    );
    const history = await screen.findByRole('region', { name: 'Alert history' });
    const note = await screen.findByRole('note');
    // After the settings and their delivery note.
    expect(note.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
