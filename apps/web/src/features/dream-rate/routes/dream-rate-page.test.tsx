import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, testUser } from '../../../test/api/auth';
import { TEST_ADDRESS_KEY, testProperty } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, openToolPage, openToolReport, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/dream-rate';
const input = () => screen.getByRole('spinbutton', { name: 'Dream rate' });
const saveButton = () => screen.getByRole('button', { name: 'Save This Rate' });
const shownRate = () => within(screen.getByRole('form', { name: 'Your Dream Rate' })).getByText(/^[\d.–]+%?$/);

async function openDreamRate(options: Parameters<typeof openToolPage>[1] = {}) {
  const page = openToolPage(PATH, options);
  await screen.findByRole('heading', { level: 2, name: 'Your Dream Rate' });
  // Signed in once the header says so: a save before that is a visitor's, which keeps no setting.
  if (options.signedIn)
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' });
  return page;
}

async function typeRate(user: ReturnType<typeof openToolPage>['user'], rate: string) {
  await user.clear(input());
  if (rate) await user.type(input(), rate);
}

describe('Dream Rate', () => {
  it('starts at 3% and compares it with the 30-year average of the week', async () => {
    await openDreamRate();
    expect(screen.getByRole('heading', { level: 1, name: 'Dream Rate' })).toBeInTheDocument();
    expect(input()).toHaveValue(3);
    expect(input()).toHaveAttribute('step', '0.125');
    expect(shownRate()).toHaveTextContent('3%');
    expect(await screen.findByText(/Today's 30-year average is 6.23%/)).toHaveTextContent(
      'Your dream rate is 3.23 percentage points below it',
    );
    expect(screen.getByText(/Source: Freddie Mac PMMS/)).toBeInTheDocument();
  });

  it.each([
    ['30', 'Dream rate must be at most 25'],
    ['-1', 'Dream rate must not be negative'],
    ['', 'Dream rate must be a number'],
    ['3.1', 'Dream rate must be in steps of 0.125 (like 3, 3.125 or 3.25)'],
  ])('refuses %j with a message and sends nothing', async (typed, message) => {
    const { user, calls } = await openDreamRate({ signedIn: testUser() });
    await typeRate(user, typed);
    await user.click(saveButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(calls, '/api/site/lead')).toEqual([]);
  });

  it('visitor, no address: Save This Rate sends a dreamRate lead through the Lead dialog', async () => {
    const { user, calls } = await openDreamRate();
    await typeRate(user, '4.25');
    expect(shownRate()).toHaveTextContent('4.25%');
    await user.click(saveButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Talk to an expert' }));
    await user.type(dialog.getByLabelText('Name'), 'Ann Lee');
    await user.type(dialog.getByLabelText('Email'), 'ann@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      { type: 'dreamRate', dreamRate: 4.25, name: 'Ann Lee', email: 'ann@example.com' },
    ]);
    expect(sentTo(calls, `/api/user/user/setting/u1`)).toEqual([]);
  });

  it('signed in, with an address: sends the lead with the address and saves the setting', async () => {
    const { user, calls, record } = await openToolReport(PATH, { signedIn: testUser() });
    await typeRate(user, '3.375');
    await user.click(saveButton());
    expect(await screen.findByText(/Saved: we will let you know/)).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      {
        type: 'dreamRate',
        dreamRate: 3.375,
        addressId: TEST_ADDRESS_KEY,
        address: record.address,
        estimatedValue: 650_000,
        name: 'Ann Lee',
        email: 'ann@example.com',
      },
    ]);
    expect(sentTo(calls, '/api/user/user/setting/u1')).toEqual([{ rate: 3.375, rateNotificationActive: true }]);
  });

  it("a failed save says 'Error saving your dream rate' and keeps the rate", async () => {
    const { user } = await openDreamRate({
      signedIn: testUser(),
      override: (url, init) =>
        url.includes('/user/setting/') && init?.method === 'PUT'
          ? { status: 500, body: { code: 'INTERNAL_ERROR', errorMessage: 'Down' } }
          : undefined,
    });
    await typeRate(user, '2.5');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving your dream rate');
    expect(input()).toHaveValue(2.5);
  });

  it('signed in: starts from the dream rate saved before and says whether alerts are on', async () => {
    await openDreamRate({ signedIn: testUser(), userSetting: { rate: 4.125, rateNotificationActive: true } });
    expect(await screen.findByText('Your saved dream rate is 4.125%; alerts are on.')).toBeInTheDocument();
    // The form takes the saved rate once it has arrived (an effect after that render).
    await waitFor(() => expect(input()).toHaveValue(4.125));
    expect(shownRate()).toHaveTextContent('4.125%');
  });

  it('signed in without a saved rate (rate 0): keeps the default of 3%', async () => {
    const { calls } = await openDreamRate({ signedIn: testUser() });
    await waitFor(() => expect(calls.some((call) => call.url.includes('/api/user/user/setting/'))).toBe(true));
    expect(input()).toHaveValue(3);
    expect(screen.queryByText(/Your saved dream rate/)).not.toBeInTheDocument();
  });

  it('home: its section has the address search and a link to the page', async () => {
    openToolPage('/');
    const section = within(await screen.findByRole('region', { name: 'Dream Rate' }));
    // The section's search arrives in its own chunk, a moment after the page (not in the first page's code).
    expect(await section.findByRole('link', { name: 'Open Dream Rate' })).toHaveAttribute('href', PATH);
    expect(section.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
  });

  it('an address that cannot be loaded shows the red banner and still offers the rate', async () => {
    openToolPage(`${PATH}/${TEST_ADDRESS_KEY}`, { record: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching address information. Please try a new address.',
    );
    expect(screen.getByRole('button', { name: 'Save This Rate' })).toBeInTheDocument();
  });

  it('fits a 360px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen();
    await openToolReport(PATH, { record: testProperty() });
    expectNoFixedWidthOver(360);
  });
});
