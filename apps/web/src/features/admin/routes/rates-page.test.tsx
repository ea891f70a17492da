import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysBetween, type CurrentRates, type RateSheet, type RateSheetsReply } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIsoDate } from '../../../lib/format';
import { authApi, testUser } from '../../../test/api/auth';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { useNarrowScreen } from '../../../test/tool-page';

afterEach(() => vi.unstubAllGlobals());

const admin = testUser({ email: 'ada@example.com', role: 'user,admin', roles: ['user', 'admin'] });
const homeowner = testUser({ role: 'user', roles: ['user'] });

/** The shipped history's last week, six months old: shown with its date, never as today's. */
const shippedWeek: CurrentRates = {
  rate30: { ratePercent: 6.36, roundedToEighth: 6.375, date: '2026-05-14', basis: 'survey' },
  rate15: {
    ratePercent: 5.63,
    roundedToEighth: 5.625,
    date: '2026-05-14',
    basis: 'derived-from-30-year',
    spreadPercent: 0.73,
    lastSurveyDate: '2024-05-16',
  },
  rateArm: null,
  date: '2026-05-14',
  source: 'Freddie Mac PMMS',
  current: false,
  credit: 'Source: Freddie Mac PMMS',
};

/** GET and POST {home}/rates/sheet(s) in memory; `refuse` answers the next POST with the server's 400. */
function fakeRatesServer(
  options: { refuse?: { errorMessage: string; fields: Record<string, string> }; hold?: Promise<void> } = {},
) {
  const sheets: RateSheet[] = [];
  let current = shippedWeek;
  const posted: unknown[] = [];
  const handle: Handler = async (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/home/rates/sheets') {
      await options.hold;
      const reply: RateSheetsReply = {
        sheets: [...sheets].reverse(),
        current,
        feed: { configured: false, latestWeek: null, lastReadDate: null, shippedThrough: '2026-05-14' },
      };
      return { status: 200, body: reply };
    }
    if (pathname === '/api/home/rates/sheet' && init?.method === 'POST') {
      const entry = JSON.parse(String(init.body)) as Omit<RateSheet, 'id' | 'enteredBy' | 'createdDate'>;
      posted.push(entry);
      if (options.refuse) return { status: 400, body: { code: 'INVALID_INPUT', ...options.refuse } };
      const sheet = {
        ...entry,
        id: `sheet-${sheets.length + 1}`,
        enteredBy: admin.email,
        createdDate: new Date().toISOString(),
      };
      sheets.push(sheet);
      const figure = (ratePercent: number) => ({
        ratePercent,
        roundedToEighth: ratePercent,
        date: entry.effectiveDate,
        basis: 'rate-sheet' as const,
      });
      current = {
        rate30: figure(entry.rate30),
        rate15: figure(entry.rate15),
        rateArm: figure(entry.rateArm),
        date: entry.effectiveDate,
        source: 'rate sheet',
        current: true,
        credit: null,
      };
      return { status: 201, body: sheet };
    }
    return undefined;
  };
  return { handle, posted };
}

function openRates(user = admin, rates = fakeRatesServer()) {
  const auth = authApi({ signedIn: user });
  const stub = stubServer(rates.handle, auth);
  return { ...stub, ...renderApp('/admin/rates'), rates, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const inForce = async () => {
  const list = await screen.findByLabelText('Rates in force');
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
};

function daysAgo(days: number): string {
  const date = new Date(`${todayIsoDate()}T12:00:00`);
  date.setDate(date.getDate() - days);
  return todayIsoDate(date);
}

describe('admin rates page', () => {
  it('shows the rates in force with their date, and warns that a six-month-old week is not called today’s', async () => {
    let release!: () => void;
    openRates(admin, fakeRatesServer({ hold: new Promise<void>((resolve) => (release = resolve)) }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the rates' })).toBeInTheDocument();
    release();
    expect(await inForce()).toEqual(['30-year fixed: 6.36%', '15-year fixed: 5.63%', '5-year ARM: —']);
    expect(screen.getByRole('heading', { level: 1, name: 'Rates' })).toBeInTheDocument();
    const age = daysBetween('2026-05-14', todayIsoDate());
    expect(screen.getByText(/days old/)).toHaveTextContent(
      `These rates are ${age} days old, more than 14: pages show them with their date and do not call them today's.`,
    );
    expect(screen.getByText(/week of May 14, 2026/)).toHaveTextContent(
      'Average rates for the week of May 14, 2026. The 15-year rate is derived',
    );
    expect(screen.getByText(/Freddie Mac feed: not configured/)).toHaveTextContent(
      'The history shipped with the site runs to May 14, 2026.',
    );
    expect(screen.getByRole('cell', { name: /No rate sheet entered yet/ })).toBeInTheDocument();
  });

  it('saves a rate sheet: the rates in force become it, called today’s, and the list shows who entered it', async () => {
    const { user, rates } = openRates();
    await inForce();
    const date = daysAgo(1);
    await user.clear(field('Date of the rate sheet'));
    await user.type(field('Date of the rate sheet'), date);
    await user.type(field('30-year fixed'), '6.125');
    await user.type(field('15-year fixed'), '5.5');
    await user.type(field('5-year ARM'), '5.875');
    await user.click(screen.getByRole('button', { name: 'Save rate sheet' }));
    await waitFor(() =>
      expect(rates.posted).toEqual([{ effectiveDate: date, rate30: 6.125, rate15: 5.5, rateArm: 5.875 }]),
    );
    expect(await screen.findByText(/Rate sheet of .* saved\./)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await inForce()).toEqual(['30-year fixed: 6.125%', '15-year fixed: 5.5%', '5-year ARM: 5.875%']),
    );
    expect(screen.getByText(/our rate sheet of/)).toHaveTextContent(/^Today's rates \(our rate sheet of .+\)\.$/);
    expect(screen.queryByText(/days old/)).not.toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: 'Rate sheets' })).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['6.125%', '5.5%', '5.875%', 'ada@example.com']);
    // The form is ready for the next sheet.
    expect(field('30-year fixed')).toHaveValue(null);
  });

  it('refuses rates outside 0-25%, missing rates and a date in the future, sending nothing', async () => {
    const { user, rates } = openRates();
    await inForce();
    await user.clear(field('Date of the rate sheet'));
    await user.type(field('Date of the rate sheet'), '2099-01-01');
    await user.type(field('30-year fixed'), '0');
    await user.type(field('15-year fixed'), '26');
    await user.click(screen.getByRole('button', { name: 'Save rate sheet' }));
    expect(await screen.findByText('30-year fixed rate must be more than 0%')).toBeInTheDocument();
    expect(screen.getByText('15-year fixed rate must be at most 25%')).toBeInTheDocument();
    expect(screen.getByText('5-year ARM rate must be a number, like 6.125')).toBeInTheDocument();
    expect(screen.getByText('Date cannot be in the future')).toBeInTheDocument();
    expect(rates.posted).toEqual([]);
    // What was typed stays.
    expect(field('15-year fixed')).toHaveValue(26);
  });

  it("shows the server's refusal beside its field and keeps what was typed", async () => {
    const refuse = {
      errorMessage: 'Date must be within the last 365 days',
      fields: { effectiveDate: 'Date must be within the last 365 days' },
    };
    const { user } = openRates(admin, fakeRatesServer({ refuse }));
    await inForce();
    await user.type(field('30-year fixed'), '6.125');
    await user.type(field('15-year fixed'), '5.5');
    await user.type(field('5-year ARM'), '5.875');
    await user.click(screen.getByRole('button', { name: 'Save rate sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Date must be within the last 365 days');
    expect(field('Date of the rate sheet')).toHaveAccessibleDescription('Date must be within the last 365 days');
    expect(field('30-year fixed')).toHaveValue(6.125);
  });

  it('keeps people who are not admins out', async () => {
    const { router } = openRates(homeowner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('fits a phone: nothing is laid out wider, and the sheets table scrolls in its own box', async () => {
    useNarrowScreen();
    openRates();
    await inForce();
    const scrollBox = screen.getByRole('region', { name: 'Rate sheets' });
    expect(scrollBox).toHaveAttribute('tabindex', '0');
    // jsdom cascades the styles it was given: outside the table's own box nothing is set wider than a phone.
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      if (scrollBox.contains(element)) return false;
      const style = getComputedStyle(element);
      return [style.width, style.minWidth].some((value) => Number(/^(\d+(?:\.\d+)?)px$/.exec(value)?.[1] ?? 0) > 360);
    });
    expect(wide).toEqual([]);
  });
});
