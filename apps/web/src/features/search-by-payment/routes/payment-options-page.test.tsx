import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { openPaymentPage } from '../../../test/payment-page';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { OPTIONS_FAILED } from './payment-options-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name });
const figure = (scope: HTMLElement, term: string) => {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

async function openOptions(path = '/payment/options', options: Parameters<typeof openPaymentPage>[1] = {}) {
  const page = openPaymentPage(path, { payment: 3500, ...options });
  await screen.findByRole('list', { name: 'Purchase options' });
  return page;
}

describe('Purchase options', () => {
  it('lists each option with the figures of the reply, its monthly parts adding up to the payment', async () => {
    await openOptions();
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['FHA, 3.5% down', 'Conventional, 20% down', 'VA, 0% down']);
    const fha = card('FHA, 3.5% down');
    expect(within(fha).getByText('$510,000')).toBeVisible();
    expect(figure(fha, 'Down payment')).toHaveTextContent('$17,850 (3.5%)');
    expect(figure(fha, 'Loan amount')).toHaveTextContent('$498,077');
    expect(figure(fha, 'Principal & interest')).toHaveTextContent('$2,613');
    expect(figure(fha, 'Taxes')).toHaveTextContent('$531');
    expect(figure(fha, 'Mortgage insurance')).toHaveTextContent('$228');
    expect(figure(fha, 'Hazard insurance')).toHaveTextContent('$128');
    expect(figure(fha, 'Monthly payment')).toHaveTextContent('$3,500');
    expect(figure(fha, 'Rate')).toHaveTextContent('5.75%');
    expect(figure(fha, 'APR')).toHaveTextContent('6.612%');
    expect(figure(fha, 'Homes available')).toHaveTextContent('42 homes');
    expect(within(fha).getByText(/upfront mortgage insurance premium/)).toBeVisible();
    expect(within(fha).queryByText('For veterans')).toBeNull();
    expect(within(card('VA, 0% down')).getByText('For veterans')).toBeVisible();
    expect(figure(card('Conventional, 20% down'), 'Monthly payment')).toHaveTextContent('$3,500');
    expect(screen.getByText(/Rates of February 26, 2026; homes counted in Placer County/)).toBeVisible();
  });

  it('choosing an option stores it and opens its homes', async () => {
    const { user, router } = await openOptions();
    await user.click(screen.getByRole('link', { name: 'See homes for Conventional, 20% down' }));
    expect(router.state.location.pathname).toBe('/payment/results/3500');
    expect(router.state.location.search).toBe('?option=2');
    expect(sessionStore.get().option).toBe(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Homes for $3,500/mo' })).toBeVisible();
  });

  it('/options is the same page', async () => {
    await openOptions('/options');
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
  });

  it('without a payment in the session goes to the entry page', async () => {
    const { router } = openPaymentPage('/payment/options');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search by Payment' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/search');
  });

  it('shows progress with texts that change every 5 seconds while the options load', async () => {
    let release!: () => void;
    openPaymentPage('/payment/options', { payment: 3500, hold: new Promise<void>((resolve) => (release = resolve)) });
    expect(await screen.findByRole('progressbar', { name: 'Loading purchase options' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Finding purchase options for your payment...');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Applying the current rates, taxes and insurance...');
    act(() => release());
    expect(await screen.findByRole('list', { name: 'Purchase options' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed fetch ends the loading, leaves the list empty and says so; Try again', async () => {
    const { user, server } = openPaymentPage('/payment/options', { payment: 3500, fail: ['options'] });
    expect(await screen.findByText(OPTIONS_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Purchase options' })).toBeNull();
    const asked = server.optionsAsked.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.optionsAsked.length).toBeGreaterThan(asked));
  });

  it('a shared link opens in a fresh tab: the payment comes from the address and the header shows it', async () => {
    const { server, router } = openPaymentPage('/payment/options?payment=4200');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $4,200/mo' })).toBeVisible();
    await screen.findByRole('list', { name: 'Purchase options' });
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(router.state.location.search).toBe('?payment=4200');
    expect(server.optionsAsked.map((url) => new URL(url, 'http://x').searchParams.get('payment'))).toEqual(['4200']);
    expect(sessionStore.get()).toMatchObject({ payment: 4200, option: null });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Your payment:/ })).toHaveAccessibleName(
      'Your payment: $4,200/mo. Change it',
    );
    expect(screen.getByRole('link', { name: 'See homes for VA, 0% down' })).toHaveAttribute(
      'href',
      '/payment/results/4200?option=3',
    );
  });

  it("the address wins over the tab's payment, which follows it", async () => {
    sessionStore.update({ option: 2 });
    const { server } = openPaymentPage('/options?payment=2800', { payment: 3500 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $2,800/mo' })).toBeVisible();
    await screen.findByRole('list', { name: 'Purchase options' });
    expect(server.optionsAsked.map((url) => new URL(url, 'http://x').searchParams.get('payment'))).toEqual(['2800']);
    expect(sessionStore.get()).toMatchObject({ payment: 2800, option: null });
  });

  it("without a payment in the address puts the tab's payment there, so the address can be shared", async () => {
    const { router } = await openOptions('/payment/options');
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(router.state.location.search).toBe('?payment=3500');
  });

  it('writes a payment the address rounds as the whole dollars it is', async () => {
    const { router } = openPaymentPage('/payment/options?payment=3500.40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
    expect(router.state.location.search).toBe('?payment=3500');
    expect(sessionStore.get().payment).toBe(3500);
  });

  it.each([
    ['abc', 'Enter the monthly payment as a number of dollars'],
    ['', 'Enter a monthly payment of at least $500'],
    ['200', 'Enter a monthly payment of at least $500'],
    ['-3500', 'Enter a monthly payment of at least $500'],
    ['1000000000', 'Enter a monthly payment of at most $100,000'],
  ])('a bad payment in the address (%j) says what is wrong and leads to the entry page', async (typed, message) => {
    const { server, user, router } = openPaymentPage(`/payment/options?payment=${encodeURIComponent(typed)}`);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase options' })).toBeVisible();
    expect(server.optionsAsked).toEqual([]);
    expect(sessionStore.get().payment).toBe(0);
    await user.click(screen.getByRole('link', { name: 'Enter a payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search by Payment' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/search');
  });

  it("a bad payment in the address leaves the tab's payment as it was", async () => {
    openPaymentPage('/payment/options?payment=lots', { payment: 3500 });
    expect(await screen.findByText('Enter the monthly payment as a number of dollars')).toBeVisible();
    expect(sessionStore.get().payment).toBe(3500);
  });

  it('a payment the server refuses shows its message', async () => {
    openPaymentPage('/payment/options', { payment: 200 });
    expect(await screen.findByText('Enter a monthly payment of at least $500')).toBeVisible();
  });

  it('fits a 360px phone', async () => {
    useNarrowScreen();
    await openOptions();
    expectNoFixedWidthOver(360);
  });
});
