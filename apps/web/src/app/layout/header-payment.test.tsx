import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { openPaymentPage } from '../../test/payment-page';
import { useFakeClock } from '../../test/fake-timers';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../test/tool-page';

beforeAll(() =>
  Promise.all([
    import('../../features/search-by-payment/routes/payment-options-page'),
    import('../../features/leads/routes/contact-page'),
  ]),
);
beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const headerPayment = () => within(screen.getByRole('banner')).queryByRole('button', { name: /^Your payment:/ });

async function changePayment(user: ReturnType<typeof openPaymentPage>['user'], typed: string) {
  await user.click(headerPayment()!);
  const dialog = within(await screen.findByRole('dialog', { name: 'Change your payment' }));
  const field = dialog.getByRole('textbox', { name: 'Enter Payment' });
  expect(field).toHaveFocus();
  await user.clear(field);
  await user.type(field, typed);
  expect(field).toHaveValue(`$${Number(typed).toLocaleString('en-US')}`);
  await user.click(dialog.getByRole('button', { name: 'Update' }));
}

describe('header payment', () => {
  it('is not shown without a payment', async () => {
    openPaymentPage('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(headerPayment()).toBeNull();
  });

  it('shows the session payment; a new one elsewhere opens /options', async () => {
    const { user, router, server } = openPaymentPage('/contact', { payment: 3500 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(headerPayment()).toHaveAccessibleName('Your payment: $3,500/mo. Change it');
    expect(headerPayment()).toHaveTextContent('$3,500/mo');
    await changePayment(user, '4200');
    expect(router.state.location.pathname).toBe('/options');
    expect(router.state.location.search).toBe('?payment=4200');
    expect(sessionStore.get().payment).toBe(4200);
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $4,200/mo' })).toBeVisible();
    expect(headerPayment()).toHaveTextContent('$4,200/mo');
    expect(server.optionsAsked.at(-1)).toContain('payment=4200');
  });

  it('on the options page refreshes the options in place', async () => {
    const { user, router, server } = openPaymentPage('/payment/options', { payment: 3500 });
    await screen.findByRole('list', { name: 'Purchase options' });
    await changePayment(user, '2800');
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(router.state.location.search).toBe('?payment=2800');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $2,800/mo' })).toBeVisible();
    await screen.findByRole('list', { name: 'Purchase options' });
    expect(server.optionsAsked.map((url) => new URL(url, 'http://x').searchParams.get('payment'))).toEqual([
      '3500',
      '2800',
    ]);
  });

  it('refuses a bad amount in place with the contract message', async () => {
    const { user, router } = openPaymentPage('/contact', { payment: 3500 });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await changePayment(user, '100');
    expect(await screen.findByText('Enter a monthly payment of at least $500')).toBeVisible();
    expect(router.state.location.pathname).toBe('/contact');
    expect(sessionStore.get().payment).toBe(3500);
  });

  it('the logo resets it to 0 and it disappears', async () => {
    const { user, router } = openPaymentPage('/contact', { payment: 3500 });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await user.click(screen.getByRole('link', { name: 'Roost home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get().payment).toBe(0);
    expect(headerPayment()).toBeNull();
  });

  it('fits a 360px phone with an address and a payment', async () => {
    useNarrowScreen();
    sessionStore.update({ address: { id: '1-Oak-St-Auburn-CA', address: '1 Oak St, Auburn, CA 95603' } });
    const { user } = openPaymentPage('/contact', { payment: 3500 });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expectNoFixedWidthOver(360);
    await user.click(headerPayment()!);
    await screen.findByRole('dialog', { name: 'Change your payment' });
    expectNoFixedWidthOver(360);
  });
});
