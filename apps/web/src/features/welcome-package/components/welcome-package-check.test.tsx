import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, testUser } from '../../../test/api/auth';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, openToolPage, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof openToolPage>['user'];

async function openWelcomePackage(options: Parameters<typeof openToolPage>[1] = {}) {
  const page = openToolPage('/', options);
  const section = within(await screen.findByRole('region', { name: 'Welcome Package' }));
  // The section's check is loaded lazily: wait for it rather than its progress bar.
  await section.findByRole('form', { name: 'Check down payment assistance' });
  return { ...page, section };
}

const form = () => screen.getByRole('form', { name: 'Check down payment assistance' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const program = (name: string) => screen.getByRole('listitem', { name });

async function fillIn(
  user: User,
  { income = '120000', county = 'Placer', price = '600000', loan = 'FHA' }: Partial<Record<string, string>> = {},
) {
  await user.clear(field('Household income'));
  if (income) await user.type(field('Household income'), income);
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'County' }), county);
  await user.clear(field('Purchase price'));
  if (price) await user.type(field('Purchase price'), price);
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'First loan' }), loan);
  await user.tab();
}

describe('Welcome Package check', () => {
  it('asks for the inputs with labels, yes/no choices in fieldsets and headings in order', async () => {
    const { section } = await openWelcomePackage();
    expect(section.getByRole('heading', { level: 2, name: 'Welcome Package' })).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 3, name: 'Check down payment assistance' })).toBeInTheDocument();
    expect(section.getByRole('heading', { level: 3, name: 'Programs for you' })).toBeInTheDocument();
    const firstTime = section.getByRole('group', { name: /First-time buyer/ });
    expect(within(firstTime).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(
      within(section.getByRole('group', { name: /First-generation buyer/ })).getByRole('radio', { name: 'No' }),
    ).toBeChecked();
    const counties = within(section.getByRole('combobox', { name: 'County' })).getAllByRole('option');
    expect(counties.map((option) => option.textContent)).toEqual([
      'Choose a county',
      'Alameda',
      'Contra Costa',
      'El Dorado',
      'Fresno',
      'Marin',
      'Mendocino',
      'Napa',
      'Placer',
      'Sacramento',
      'San Joaquin',
      'Santa Clara',
      'Solano',
      'Yolo',
    ]);
    expect(
      section.getByText('Enter your income, the county and the price to see which programs fit.'),
    ).toBeInTheDocument();
    expect(section.getByText(/A first check, not an approval/)).toHaveTextContent('awarded by lottery');
  });

  it('shows each program with its verdict, amount and rule, and updates as the inputs change', async () => {
    const { user } = await openWelcomePackage();
    await fillIn(user);
    expect(field('Household income')).toHaveValue('$120,000');
    expect(field('Purchase price')).toHaveValue('$600,000');

    const myHome = within(program('CalHFA MyHome Assistance'));
    expect(myHome.getByText('May fit')).toBeInTheDocument();
    expect(myHome.getByText(/About \$21,000/)).toBeInTheDocument();
    expect(myHome.getByText(/3.5% of \$600,000 = \$21,000/)).toBeInTheDocument();
    expect(myHome.getByText(/our estimate of the MyHome limit for Placer County, \$238,000/)).toBeInTheDocument();

    // Dream For All needs a first-generation buyer: 'No' is the default.
    const dreamForAll = () => within(program('CalHFA Dream For All'));
    expect(dreamForAll().getByText('Does not fit')).toBeInTheDocument();
    expect(dreamForAll().queryByText(/About \$/)).not.toBeInTheDocument();
    expect(dreamForAll().getByText(/first-generation homebuyer: you said no/)).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: /First-generation buyer/ })).getByRole('radio', { name: 'Yes' }),
    );
    expect(dreamForAll().getByText('May fit')).toBeInTheDocument();
    expect(dreamForAll().getByText(/About \$120,000/)).toBeInTheDocument();
    expect(
      dreamForAll().getByText(/within the Dream For All limit of \$191,000 for Placer County/),
    ).toBeInTheDocument();
    expect(dreamForAll().getByText(/Awarded by lottery/)).toBeInTheDocument();

    const placer = within(program('Placer County First-Time Homebuyer Program'));
    expect(placer.getByText('Does not fit')).toBeInTheDocument();
    expect(placer.getByText(/On hold pending state funding/)).toBeInTheDocument();

    await user.selectOptions(within(form()).getByRole('combobox', { name: 'First loan' }), 'conventional');
    expect(within(program('CalHFA MyHome Assistance')).getByText(/About \$18,000/)).toBeInTheDocument();

    await user.clear(field('Purchase price'));
    await user.type(field('Purchase price'), '900000');
    expect(dreamForAll().getByText(/About \$150,000/)).toBeInTheDocument();
    expect(dreamForAll().getByText(/= \$180,000, capped at \$150,000/)).toBeInTheDocument();

    await user.selectOptions(within(form()).getByRole('combobox', { name: 'County' }), 'Sacramento');
    expect(
      screen.queryByRole('listitem', { name: 'Placer County First-Time Homebuyer Program' }),
    ).not.toBeInTheDocument();
    expect(within(program('Sacramento SHRA CalHome')).getByText(/ran out of funds in 2017/)).toBeInTheDocument();
  });

  it.each([
    ['abc', 'Household income is required'],
    ['0', 'Household income must be more than $0'],
    ['0.99', 'Household income must be more than $0'],
    ['', 'Household income is required'],
    ['90000000', 'Household income looks too large: enter the yearly total in dollars (at most $5,000,000)'],
  ])('refuses an income of %j with a message and sends nothing', async (income, message) => {
    const { user, calls } = await openWelcomePackage({ signedIn: testUser() });
    await fillIn(user, { income });
    await user.click(screen.getByRole('button', { name: 'Request My Welcome Package' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Household income')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(calls, '/api/site/lead')).toEqual([]);
  });

  it('takes money in whole dollars: a point ends them, and the check uses what is shown', async () => {
    const { user } = await openWelcomePackage();
    await fillIn(user, { income: '95000.50', price: '-400000.99' });
    expect(field('Household income')).toHaveValue('$95,000');
    expect(field('Purchase price')).toHaveValue('$400,000');
    expect(within(program('CalHFA MyHome Assistance')).getByText(/3.5% of \$400,000 = \$14,000/)).toBeInTheDocument();
  });

  it('asks for the county and a price before sending', async () => {
    const { user, calls } = await openWelcomePackage({ signedIn: testUser() });
    await user.click(screen.getByRole('button', { name: 'Request My Welcome Package' }));
    expect(await screen.findByText('Choose the county of the home')).toBeInTheDocument();
    expect(screen.getByText('Purchase price is required')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([]);
  });

  it('signed in: sends a welcomePackage lead with a summary of the inputs and the programs that fit', async () => {
    const { user, calls } = await openWelcomePackage({ signedIn: testUser() });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Request My Welcome Package' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      {
        type: 'welcomePackage',
        message:
          'Welcome Package check: first-time buyer yes; first-generation no; household income $120,000; Placer County; price $600,000; FHA first loan. Programs: CalHFA MyHome Assistance (may fit, about $21,000).',
        name: 'Ann Lee',
        email: 'ann@example.com',
      },
    ]);
  });

  it('visitor: the Lead dialog takes the contact details', async () => {
    const { user, calls } = await openWelcomePackage();
    await fillIn(user, { county: 'Fresno', income: '95000', price: '400000', loan: 'VA' });
    await user.click(screen.getByRole('button', { name: 'Request My Welcome Package' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Talk to an expert' }));
    await user.type(dialog.getByLabelText('Name'), 'Bo Diaz');
    await user.type(dialog.getByLabelText('Email'), 'bo@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      {
        type: 'welcomePackage',
        message:
          'Welcome Package check: first-time buyer yes; first-generation no; household income $95,000; Fresno County; price $400,000; VA first loan. Programs: CalHFA MyHome Assistance (may fit, about $12,000).',
        name: 'Bo Diaz',
        email: 'bo@example.com',
      },
    ]);
  });

  it('fits a 375px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen(375);
    const { user } = await openWelcomePackage();
    await fillIn(user);
    expectNoFixedWidthOver(375);
  });
});
