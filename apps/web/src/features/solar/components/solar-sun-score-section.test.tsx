import { estimateSolar, type SolarEstimate } from '@roost/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, testUser } from '../../../test/api/auth';
import { TEST_ADDRESS_KEY } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import type { Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver, openToolPage, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ADDRESS = '1234 Oak St, Sacramento, CA 95814';
const SOLAR_PATH = `/api/home/address/${TEST_ADDRESS_KEY}/solar`;

/** What the server answers for the test address (downtown Sacramento, 1,650 sq ft), worked out by hand. */
const offlineEstimate: SolarEstimate = {
  addressId: TEST_ADDRESS_KEY,
  address: ADDRESS,
  source: 'offline',
  latitude: 38.58,
  longitude: -121.49,
  county: 'Sacramento',
  inlandKm: 125,
  // 1,650 sq ft × 3 W = 4.95 kW, to the nearest half kW: 5 kW.
  systemSizeKw: 5,
  // 5.0 + 0.9 × 125 / 150
  solarRadiation: 5.75,
  // 5 × 5.75 × 365 × 0.77 = 8,080.19
  annualKwh: 8080,
  monthlyKwh: null,
  utility: {
    name: 'SMUD',
    retailCentsPerKwh: 16.96,
    exportCentsPerKwh: 7.4,
    rateBasis: estimateSolar({ latitude: 38.58, longitude: -121.49, county: 'Sacramento', sqft: 1650 }).utility
      .rateBasis,
  },
  selfUseSharePercent: 40,
  selfUsedKwh: 3232,
  exportedKwh: 4848,
  // 3,232 × $0.1696 + 4,848 × $0.074 = 548.15 + 358.75 = 906.90
  yearlySavings: 907,
  monthlySavings: 76,
  costPerWatt: 3,
  installedCost: 15_000,
  federalTaxCreditPercent: 0,
  // 15,000 / 907
  paybackYears: 16.5,
  // 50 × 1.75 / 2 = 43.75 and 50 × (25 - 16.5) / 20 = 21.25, each to one decimal
  sunPoints: 43.8,
  paybackPoints: 21.3,
  score: 65,
  scoreBand: 'Good',
};

const pvwattsEstimate: SolarEstimate = {
  ...offlineEstimate,
  source: 'pvwatts',
  inlandKm: null,
  solarRadiation: 5.95,
  annualKwh: 8450,
  monthlyKwh: [330, 437, 650, 769, 888, 915, 949, 888, 755, 599, 405, 311],
  selfUsedKwh: 3380,
  exportedKwh: 5070,
  yearlySavings: 948,
  monthlySavings: 79,
  paybackYears: 15.8,
  sunPoints: 48.8,
  paybackPoints: 23,
  score: 72,
};

const answerSolar =
  (...replies: ({ status: number; body: unknown } | Promise<{ status: number; body: unknown }>)[]): Handler =>
  (url) => {
    if (new URL(url, 'http://localhost').pathname !== SOLAR_PATH) return undefined;
    return replies.length > 1 ? replies.shift() : replies[0];
  };

async function chooseAddress(options: Parameters<typeof openToolPage>[1] = {}) {
  const page = openToolPage('/', options);
  const section = within(await screen.findByRole('region', { name: 'Solar Sun Score' }));
  // The section is loaded lazily: wait for its address search rather than its progress bar.
  await page.user.type(await section.findByRole('combobox', { name: 'Enter Your Address' }), '1234 Oak');
  await page.user.click(await screen.findByRole('option', { name: ADDRESS }));
  return { ...page, section };
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Solar Sun Score section', () => {
  it('is the offline model’s own answer (the fixture is not made up)', () => {
    const { addressId: _id, address: _address, ...figures } = offlineEstimate;
    expect(estimateSolar({ latitude: 38.58, longitude: -121.49, county: 'Sacramento', sqft: 1650 })).toEqual(figures);
  });

  it('shows the score, the figures and every assumption for the chosen address, in place', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const held = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const { router, section } = await chooseAddress({ override: answerSolar(held) });

    expect(await section.findByRole('progressbar', { name: 'Loading the Solar Sun Score' })).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('Working out the sun and savings for this home...');
    answer({ status: 200, body: offlineEstimate });

    const card = within(await section.findByRole('article', { name: 'Your Solar Sun Score' }));
    expect(router.state.location.pathname).toBe('/');
    expect(section.getByRole('heading', { level: 2, name: 'Solar Sun Score' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Your Solar Sun Score' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 4, name: 'How we worked it out' })).toBeInTheDocument();
    expect(card.getByText(ADDRESS)).toBeInTheDocument();

    expect(card.getByText('65')).toBeInTheDocument();
    expect(card.getByText('out of 100')).toBeInTheDocument();
    expect(card.getByText('Good')).toBeInTheDocument();
    expect(card.getByText('Solar should pay for itself well within the panels’ 25-year life.')).toBeInTheDocument();

    expect(figure('Yearly output')).toHaveTextContent('8,080 kWh');
    expect(figure('Yearly savings')).toHaveTextContent('$907');
    expect(figure('Monthly savings')).toHaveTextContent('$76');
    expect(figure('System size')).toHaveTextContent('5 kW');
    expect(figure('Installed cost')).toHaveTextContent('$15,000');
    expect(figure('Payback')).toHaveTextContent('16.5 years');

    expect(card.getByText(/How the score is made/).parentElement).toHaveTextContent(
      'sun 43.8 of 50 points (25 for each kWh/m²/day above 4; this home gets 5.75) plus payback 21.3 of 50 points (2.5 for each year under 25; this home: 16.5 years) = 65.',
    );
    const assumptions = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(assumptions).toEqual([
      "System size: 5 kW, at 3 W per square foot of the home, to the nearest half kW and kept within 5-8 kW (6 kW when the home's size is unknown).",
      "Sun: 5.75 kWh/m²/day. It is 5.0 at the coast and rises evenly to 5.9 at 150 km inland, as the ocean's cloud thins; this home is about 125 km from the ocean.",
      'Output: 5 kW × 5.75 sun hours × 365 days × 0.77 (losses in the inverter, wiring, heat and dust) = 8,080 kWh a year.',
      `Utility: SMUD (Sacramento County). ${offlineEstimate.utility.rateBasis}`,
      'Savings: 40% of the output is used in the home as it is made (no battery) and saves 16.96 ¢/kWh; the other 60% is sent to the grid for 7.4 ¢/kWh. 3,232 kWh × 16.96 ¢/kWh + 4,848 kWh × 7.4 ¢/kWh = $907 a year, about $76 a month.',
      'Cost: $3 per watt installed, 5 kW × $3,000 = $15,000. No federal tax credit: the 30% residential clean energy credit (25D) ended for systems paid for after December 31, 2025.',
      'Payback: $15,000 ÷ $907 a year = 16.5 years, before any rate rises, panel wear or upkeep.',
    ]);
    expect(card.getByText(/Source: offline estimate\./)).toBeInTheDocument();
  });

  it('names NREL PVWatts as the source and its sun when the server used it', async () => {
    const { section } = await chooseAddress({ override: answerSolar({ status: 200, body: pvwattsEstimate }) });
    const card = within(await section.findByRole('article', { name: 'Your Solar Sun Score' }));
    expect(card.getByText(/Source: NREL PVWatts\./)).toBeInTheDocument();
    expect(
      card.getByText('Sun: 5.95 kWh/m²/day on the panels, from NREL PVWatts for this location.'),
    ).toBeInTheDocument();
    expect(card.getByText(/modelled by NREL PVWatts for a 5 kW roof array facing south/)).toBeInTheDocument();
    expect(figure('Yearly output')).toHaveTextContent('8,450 kWh');
  });

  it('signed in: Request My Solar Score sends a solarSunScore lead with the address and a summary', async () => {
    const { user, calls, section } = await chooseAddress({
      signedIn: testUser(),
      override: answerSolar({ status: 200, body: offlineEstimate }),
    });
    await user.click(await section.findByRole('button', { name: 'Request My Solar Score' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      {
        type: 'solarSunScore',
        addressId: TEST_ADDRESS_KEY,
        address: ADDRESS,
        message:
          'Solar Sun Score 65/100 (Good) for 1234 Oak St, Sacramento, CA 95814: 5 kW system, 8,080 kWh a year, saves about $907 a year ($76 a month) at SMUD rates, installed cost $15,000, payback 16.5 years. Source: offline estimate.',
        name: 'Ann Lee',
        email: 'ann@example.com',
      },
    ]);
  });

  it('visitor: the Lead dialog takes the contact details', async () => {
    const { user, calls, section } = await chooseAddress({
      override: answerSolar({ status: 200, body: offlineEstimate }),
    });
    await user.click(await section.findByRole('button', { name: 'Request My Solar Score' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Talk to an expert' }));
    await user.type(dialog.getByLabelText('Name'), 'Bo Diaz');
    await user.type(dialog.getByLabelText('Email'), 'bo@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toMatchObject([
      { type: 'solarSunScore', addressId: TEST_ADDRESS_KEY, name: 'Bo Diaz', email: 'bo@example.com' },
    ]);
  });

  it("shows the server's message on failure and tries again on request", async () => {
    const unavailable = {
      status: 503,
      body: {
        code: 'SERVER_BUSY',
        errorMessage: 'The address service is not available right now. Please try again in a minute.',
      },
    };
    const { user, calls, section } = await chooseAddress({
      override: answerSolar(unavailable, { status: 200, body: offlineEstimate }),
    });
    expect(await section.findByRole('alert')).toHaveTextContent(
      'The address service is not available right now. Please try again in a minute.',
    );
    expect(section.queryByRole('button', { name: 'Request My Solar Score' })).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('article', { name: 'Your Solar Sun Score' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith(SOLAR_PATH))).toHaveLength(2);
  });

  it('says why when the home has no coordinates', async () => {
    const message =
      'We do not know where this home sits on the map, so we cannot estimate its sun. Please try another address.';
    const { section } = await chooseAddress({
      override: answerSolar({ status: 422, body: { code: 'ADDRESS_WITHOUT_COORDINATES', errorMessage: message } }),
    });
    expect(await section.findByRole('alert')).toHaveTextContent(message);
  });

  it('fits a 375px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen(375);
    const { section } = await chooseAddress({ override: answerSolar({ status: 200, body: offlineEstimate }) });
    await section.findByRole('article', { name: 'Your Solar Sun Score' });
    expectNoFixedWidthOver(375);
  });
});
