import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, sentTo, testUser } from '../../../test/api/auth';
import { propertyApi, testProperty, testUserAddress, TEST_ADDRESS_KEY } from '../../../test/api/property';
import { renderApp, stubServer } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

async function openProfile(user = testUser({ phone: '+15305550199' })) {
  const server = authApi({ signedIn: user });
  const stub = stubServer(server, propertyApi());
  renderApp('/profile');
  const form = within(await screen.findByRole('form', { name: 'Personal info' }));
  return { ...stub, form };
}

describe('profile page', () => {
  it('shows the personal info with a read-only e-mail and the tabs of the profile shell', async () => {
    const { form } = await openProfile(testUser({ role: 'superadmin,user', roles: ['superadmin', 'user'] }));
    expect(form.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(form.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Yes, please send me text updates')).not.toBeChecked();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      expect.arrayContaining(['Profile', 'Notifications', 'Campaigns', 'Organizations']),
    );
    expect(tabs.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves name, phone and text updates with PUT and says so', async () => {
    const { form, calls } = await openProfile();
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Ann Smith');
    await userEvent.clear(form.getByLabelText('Cell number'));
    await userEvent.type(form.getByLabelText('Cell number'), '(916) 555-0123');
    await userEvent.click(form.getByLabelText('Yes, please send me text updates'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    const put = calls.filter((call) => call.url.endsWith('/api/user/user/u1') && call.init?.method === 'PUT');
    expect(put.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { name: 'Ann Smith', phone: '+19165550123', textUpdates: true },
    ]);
  });

  it('sends null to clear the phone, and the consent only when it changed', async () => {
    const { form, calls } = await openProfile();
    await userEvent.clear(form.getByLabelText('Cell number'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your information has been saved');
    expect(sentTo(calls, '/api/user/user/u1').at(-1)).toEqual({ name: 'Ann Lee', phone: null });
  });

  it('keeps the values and shows field errors beside the fields on failure', async () => {
    const user = testUser();
    const server = authApi({ signedIn: user });
    stubServer(
      (url, init) =>
        init?.method === 'PUT'
          ? {
              status: 400,
              body: {
                code: 'INVALID_INPUT',
                errorMessage: 'Name must not contain HTML or script',
                fields: { name: 'Name must not contain HTML or script' },
              },
            }
          : undefined,
      server,
      propertyApi(),
    );
    renderApp('/profile');
    const form = within(await screen.findByRole('form', { name: 'Personal info' }));
    await userEvent.type(form.getByLabelText('Cell number'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Phone must be a valid US phone number')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Cell number'));
    await userEvent.type(form.getByLabelText('Name'), ' Jr');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Name must not contain HTML or script');
    expect(form.getAllByText('Name must not contain HTML or script')).toHaveLength(2);
    expect(form.getByLabelText('Name')).toHaveValue('Ann Lee Jr');
  });

  describe('My Addresses', () => {
    function openWithAddresses(userAddresses = [testUserAddress({ loanBalance: 400_000 })], failing = false) {
      const auth = authApi({ signedIn: testUser() });
      const property = propertyApi({ cached: testProperty(), userAddresses });
      stubServer(
        (url) =>
          failing && url.includes('/address?type=all')
            ? { status: 503, body: { code: 'SERVER_BUSY', errorMessage: 'down' } }
            : undefined,
        property,
        auth,
      );
      renderApp('/profile');
    }

    it('lists each saved address with its baths, beds, estimate, loan balance and date, linking its overview', async () => {
      openWithAddresses();
      const table = within(await screen.findByRole('table', { name: 'My Addresses' }));
      expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        'Address',
        'Baths',
        'Beds',
        'Estimate',
        'Loan Balance',
        'Created',
      ]);
      const row = table.getByRole('rowheader', { name: '1234 Oak St, Sacramento, CA 95814' }).closest('tr')!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['2', '3', '$650,000', '$400,000', 'January 2, 2025']);
      expect(within(row).getByRole('link')).toHaveAttribute('href', `/estimator/reficenter/${TEST_ADDRESS_KEY}`);
    });

    it('says how to add one when there is none', async () => {
      openWithAddresses([]);
      expect(await screen.findByText(/No addresses yet/)).toBeInTheDocument();
    });

    it('says so when the list cannot be loaded, and still shows the personal info', async () => {
      openWithAddresses(undefined, true);
      // The list is asked for three times (two retries with back-off) before the message shows.
      expect(
        await screen.findByText('Your addresses could not be loaded. Please try again.', {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: 'Personal info' })).toBeInTheDocument();
    });
  });
});
