import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentTo } from '../../../test/api/auth';
import { homeReportsApi, testHomeReport } from '../../../test/api/home-reports';
import { seriousAxeViolations } from '../../../test/axe';
import { stubScreenWidth } from '../../../test/phone-screen';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver } from '../../../test/tool-page';

const wideScreen = window.innerWidth;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: wideScreen });
});

const LINK = 'Ab3dEf6hIj9k';
const reviewPath = `/api/site/home-report/${LINK}/review`;

/** Opens the page as the text's link does (through /l/, which adds ref), signed out. */
function openReport(options: Parameters<typeof homeReportsApi>[0] & { intercept?: Handler; path?: string } = {}) {
  const server = homeReportsApi(options);
  const stub = stubServer(options.intercept, server);
  const app = renderApp(options.path ?? `/home-report/${LINK}?ref=${LINK}`);
  return { ...stub, ...app, server };
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('a contact’s own page', () => {
  it('shows the address, the figures in plain words, the loan officer and the partner', async () => {
    openReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rae, here is your home report' })).toBeInTheDocument();
    expect(screen.getByText('101 Rate St, Redding, CA 96001')).toBeInTheDocument();
    expect(figure('Estimated value')).toBe('$600,000');
    expect(figure('What you still owe')).toBe('$400,000');
    expect(figure('Your equity')).toBe('$200,000');
    expect(figure('Cash you could take out (to 80% of value)')).toBe('$80,000');
    expect(figure('Mortgage insurance (PMI)')).toBe('None on your loan');
    expect(figure("Today's 30-year rate")).toBe('6.25%');
    expect(figure('Your payment now (principal and interest)')).toBe('$2,797 a month');
    expect(figure("At today's rate")).toBe('$2,463 a month');
    expect(figure('You could save')).toBe('$334 a month');

    const officer = screen.getByRole('region', { name: 'Your loan officer' });
    expect(within(officer).getByRole('heading', { name: 'Leo Loanofficer' })).toBeInTheDocument();
    expect(within(officer).getByText('LL')).toBeInTheDocument();
    expect(within(officer).getByText('NMLS #1049321')).toBeInTheDocument();
    expect(within(officer).getByText('(916) 555-0120')).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'Text me' })).toHaveAttribute('href', 'sms:+19165550120');
    expect(within(officer).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+19165550120');

    const partner = screen.getByRole('region', { name: 'A local realtor' });
    expect(within(partner).getByRole('heading', { name: 'Rosa Realtor' })).toBeInTheDocument();
    expect(within(partner).getByRole('link', { name: '(916) 555-0191' })).toHaveAttribute('href', 'tel:+19165550191');
  });

  it('says plainly what is not known, and shows no partner when none serves the ZIP', async () => {
    openReport({
      reports: [
        testHomeReport({
          firstName: null,
          figures: { value: 520_000, balance: null, equity: null, cashAvailable: null, loanToValuePercent: null },
          mortgageInsurance: { outlook: 'unknown', monthly: null, toThreshold: null, since: null },
          refinance: null,
          partner: null,
          loanOfficer: { name: 'Leo Loanofficer', photoUrl: null, initials: 'LL', nmlsId: null, phone: null },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your home report' })).toBeInTheDocument();
    expect(figure('Estimated value')).toBe('$520,000');
    expect(figure('What you still owe')).toBe('Not known yet');
    expect(figure('Mortgage insurance (PMI)')).toBe('Not known yet');
    expect(figure("Today's 30-year rate")).toBe('6.25%');
    expect(screen.queryByText('You could save')).toBeNull();
    expect(screen.queryByRole('region', { name: 'A local realtor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
  });

  it('asks for a review in two taps: the details to confirm, then the request, and says who will call', async () => {
    const { calls, server } = openReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a review' }));
    const confirm = screen.getByRole('region', { name: 'Send these details to Leo Loanofficer?' });
    for (const detail of ['Rae Owner', '(916) 555-0701', 'rae@example.com', '101 Rate St, Redding, CA 96001']) {
      expect(within(confirm).getByText(detail)).toBeInTheDocument();
    }
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('heading', { name: 'Review requested' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Leo Loanofficer will call you at (916) 555-0701 to go over your home's figures.",
    );
    expect(sentTo(calls, reviewPath)).toEqual([{}]);
    expect(server.leads()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ask for a review' })).toBeNull();
  });

  it('shows the progress while the request goes', async () => {
    openReport({ intercept: (_url, init) => (init?.method === 'POST' ? new Promise(() => {}) : undefined) });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending your request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('keeps the details and gives the reason when the request fails', async () => {
    openReport({
      intercept: (_url, init) =>
        init?.method === 'POST'
          ? { status: 429, body: { code: 'RATE_LIMITED', errorMessage: 'Too many requests. Try again in a minute.' } }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(screen.getByText('rae@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeEnabled();
  });

  it('says a review was asked for when the page opens after one', async () => {
    openReport({ reports: [testHomeReport({ reviewRequested: true })] });
    expect(await screen.findByRole('heading', { name: 'Review requested' })).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ask for a review' })).toBeNull();
  });

  it('arrives with the report the server read, and the browser does not read it again', async () => {
    const { calls } = openReport();
    expect(await screen.findByRole('heading', { level: 1, name: /here is your home report/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes(`/api/site/home-report/${LINK}`))).toHaveLength(1);
  });

  it('shows a progress bar while the report is read on a navigation in the browser', async () => {
    const { router } = openReport({
      path: '/contact',
      intercept: (url) => (url.includes('/home-report/') ? new Promise(() => {}) : undefined),
    });
    await act(() => router.navigate(`/home-report/${LINK}`));
    expect(await screen.findByRole('progressbar', { name: 'Loading your home report' })).toBeInTheDocument();
  });

  it('answers an expired or unknown link with the generic page: no one’s details, a search and a way home', async () => {
    const { router } = openReport({ path: '/home-report/Expired00000' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByText(/Rae|Leo Loanofficer|Rate St/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('fits a 375px phone and has no serious accessibility faults', async () => {
    stubScreenWidth(375);
    openReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a review' }));
    expectNoFixedWidthOver(375);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
