import type { CurrentRates, Lead, PropertyRecord, SolarEstimate, UserAddress, UserSetting } from '@roost/domain';
import { failure, jsonOf, route } from './reply';

export const TEST_ADDRESS_KEY = '1234-Oak-St-Sacramento-CA';

/** A conventional loan with PMI (95% at purchase), now well below 80% of today's value. */
export function testProperty(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    id: TEST_ADDRESS_KEY,
    propertyId: 'h1',
    address: '1234 Oak St, Sacramento, CA 95814',
    stateCode: 'CA',
    xCoord: -121.49,
    yCoord: 38.58,
    beds: 3,
    baths: 2,
    sqft: 1650,
    saleDate: '2021-06-15',
    salePrice: 500_000,
    taxAmount: 6000,
    taxValue: 480_000,
    loanAmount: 475_000,
    loanType: 'conventional',
    loanDate: '2021-06-15',
    loanTermMonths: 360,
    estimate: 650_000,
    estimateLow: 610_000,
    estimateHigh: 690_000,
    loanBalance: 440_123.45,
    loanRatePercent: 2.98,
    rentEstimate: 3100,
    source: 'sample',
    createdDate: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function testUserAddress(overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id: 'ua1',
    userId: 'u1',
    addressId: TEST_ADDRESS_KEY,
    loanAmount: null,
    loanBalance: null,
    loanType: null,
    loanDate: null,
    removeMortgageInsurance: true,
    propertyIncrease: null,
    propertyIncreaseActive: false,
    propertyCash: null,
    propertyCashActive: false,
    propertyEquity: null,
    propertyEquityActive: false,
    createdDate: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/**
 * GET /api/home/rates as the server answers it: the latest PMMS week, current unless `overrides` say
 * otherwise (the server decides, against its own today).
 */
export function testRates(overrides: Partial<CurrentRates> = {}): CurrentRates {
  return {
    rate30: { ratePercent: 6.23, roundedToEighth: 6.25, date: '2026-02-26', basis: 'survey' },
    rate15: { ratePercent: 5.49, roundedToEighth: 5.5, date: '2026-02-26', basis: 'survey' },
    rateArm: null,
    date: '2026-02-26',
    source: 'Freddie Mac PMMS',
    current: true,
    credit: 'Source: Freddie Mac PMMS',
    ...overrides,
  };
}

/** The server's words when the property data has no record of an address. */
const ADDRESS_NOT_FOUND = 'Error fetching address information. Please try a new address.';

type Fields = Record<string, unknown>;
const fieldsOf = async (request: Request) => ((await jsonOf(request)) ?? {}) as Fields;

/**
 * The address tools' API in memory: autocomplete over `addresses`, the cached record (null until computed), the
 * computed record (404 when absent), a person's saved addresses and dream-rate setting, the rates, and leads.
 */
export function propertyApi(
  options: {
    addresses?: { id: string; address: string }[];
    cached?: PropertyRecord | null;
    computed?: PropertyRecord | null;
    userAddresses?: UserAddress[];
    /** The person's saved dream-rate setting (rate 0: none). */
    userSetting?: { rate: number; rateNotificationActive: boolean };
    /** GET /api/home/rates: `testRates()` unless given. */
    rates?: CurrentRates;
    /** GET /api/home/address/:id/solar of the known record; without it the sun figures' provider is down (503). */
    solar?: SolarEstimate;
  } = {},
) {
  const { addresses = [{ id: TEST_ADDRESS_KEY, address: '1234 Oak St, Sacramento, CA 95814' }] } = options;
  let userAddresses = options.userAddresses ?? [];
  let userSetting: Omit<UserSetting, 'userId' | 'updatedDate'> = options.userSetting ?? {
    rate: 0,
    rateNotificationActive: false,
  };
  const computed = () => (options.computed ? options.computed : failure('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND));
  const settingOf = (userId: string): UserSetting => ({
    ...userSetting,
    userId,
    updatedDate: '2026-03-02T12:00:00.000Z',
  });

  const handlers = [
    route('GET /api/integrations/integrations/address/autocomplete', ({ url }) => {
      const term = (url.searchParams.get('term') ?? '').toLowerCase();
      const found = addresses.filter((entry) => entry.address.toLowerCase().includes(term));
      const predictions = found.map((entry) => ({ description: `${entry.address}, USA`, addressId: entry.id }));
      return { status: predictions.length ? ('OK' as const) : ('ZERO_RESULTS' as const), predictions };
    }),
    route('GET /api/home/address/:id', () => options.cached ?? null),
    route('GET /api/home/address/:id/solar', ({ params }) => {
      const known = options.cached ?? options.computed;
      if (known?.id !== params.id) return failure('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);
      return options.solar ?? failure('PROVIDER_UNAVAILABLE', 'The sun figures cannot be had just now');
    }),
    route('GET /api/home/rates', () => options.rates ?? testRates()),
    route('GET /api/integrations/property/calculate/proxy/', computed),
    route('GET /api/integrations/property/calculate/', computed),
    route('GET /api/user/user/:userId/address', ({ url }) => {
      if (url.searchParams.get('type') !== 'all') return userAddresses;
      // ?type=all: each address with the figures of its property record (the one known record here).
      const known = options.cached ?? options.computed ?? null;
      return userAddresses.map((entry) => {
        const record = known?.id === entry.addressId ? known : null;
        return {
          ...entry,
          address: record?.address ?? null,
          beds: record?.beds ?? null,
          baths: record?.baths ?? null,
          estimate: record?.estimate ?? null,
        };
      });
    }),
    route('POST /api/user/user/address', async ({ request }) => {
      const saved = testUserAddress({ id: `ua${userAddresses.length + 1}`, ...(await fieldsOf(request)) });
      userAddresses = [...userAddresses, saved];
      return saved;
    }),
    route('PUT /api/user/user/address/:id', async ({ request, params }) => {
      const existing = userAddresses.find((entry) => entry.id === params.id);
      if (!existing) return failure('USER_ADDRESS_NOT_FOUND', 'Address not found');
      const saved = { ...existing, ...(await fieldsOf(request)) };
      userAddresses = userAddresses.map((entry) => (entry.id === existing.id ? saved : entry));
      return saved;
    }),
    route('GET /api/user/user/setting/:userId', ({ params }) => settingOf(params.userId)),
    route('PUT /api/user/user/setting/:userId', async ({ request, params }) => {
      userSetting = { ...userSetting, ...(await fieldsOf(request)) };
      return settingOf(params.userId);
    }),
    route('POST /api/site/lead', async ({ request }) => {
      const body = await fieldsOf(request);
      const field = (name: string) => body[name] ?? null;
      return {
        id: 'l1',
        createdDate: new Date().toISOString(),
        type: body.type,
        name: field('name'),
        email: field('email'),
        phone: field('phone'),
        addressId: field('addressId'),
        address: field('address'),
        estimatedValue: field('estimatedValue'),
        loanBalance: field('loanBalance'),
        message: field('message'),
        dreamRate: field('dreamRate'),
      } as Lead;
    }),
  ];
  return { handlers, userAddresses: () => userAddresses, userSetting: () => userSetting };
}
