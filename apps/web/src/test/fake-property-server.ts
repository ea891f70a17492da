import type { CurrentRates, PropertyRecord, UserAddress } from '@roost/domain';
import type { Handler } from './render-app';

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

const reply = (status: number, body: unknown) => ({ status, body });
const notFound = reply(404, {
  code: 'NOT_FOUND',
  errorMessage: 'Error fetching address information. Please try a new address.',
});

/**
 * The address tools' API in memory: autocomplete over `addresses`, the cached record (null until
 * computed), the computed record (404 when absent), a person's addresses, and leads.
 */
export function fakePropertyServer(
  options: {
    addresses?: { id: string; address: string }[];
    cached?: PropertyRecord | null;
    computed?: PropertyRecord | null;
    userAddresses?: UserAddress[];
    /** The person's saved dream-rate setting (rate 0: none). */
    userSetting?: { rate: number; rateNotificationActive: boolean };
    /** GET /api/home/rates: `testRates()` unless given. */
    rates?: CurrentRates;
  } = {},
) {
  const { addresses = [{ id: TEST_ADDRESS_KEY, address: '1234 Oak St, Sacramento, CA 95814' }] } = options;
  let userAddresses = options.userAddresses ?? [];
  let userSetting: Record<string, unknown> = options.userSetting ?? { rate: 0, rateNotificationActive: false };
  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (pathname === '/api/integrations/integrations/address/autocomplete') {
      const term = (searchParams.get('term') ?? '').toLowerCase();
      const found = addresses.filter((entry) => entry.address.toLowerCase().includes(term));
      const predictions = found.map((entry) => ({ description: `${entry.address}, USA`, addressId: entry.id }));
      return reply(200, { status: predictions.length ? 'OK' : 'ZERO_RESULTS', predictions });
    }
    if (pathname.startsWith('/api/home/address/')) return reply(200, options.cached ?? null);
    if (pathname === '/api/home/rates') return reply(200, options.rates ?? testRates());
    if (
      pathname === '/api/integrations/property/calculate/proxy/' ||
      pathname === '/api/integrations/property/calculate/'
    ) {
      return options.computed ? reply(200, options.computed) : notFound;
    }
    if (/^\/api\/user\/user\/[^/]+\/address$/.test(pathname)) {
      if (searchParams.get('type') !== 'all') return reply(200, userAddresses);
      // ?type=all: each address with the figures of its property record (the one cached record here).
      const known = options.cached ?? options.computed ?? null;
      return reply(
        200,
        userAddresses.map((entry) => {
          const record = known?.id === entry.addressId ? known : null;
          return {
            ...entry,
            address: record?.address ?? null,
            beds: record?.beds ?? null,
            baths: record?.baths ?? null,
            estimate: record?.estimate ?? null,
          };
        }),
      );
    }
    if (pathname === '/api/user/user/address' && method === 'POST') {
      const saved = testUserAddress({ id: `ua${userAddresses.length + 1}`, ...body });
      userAddresses = [...userAddresses, saved];
      return reply(201, saved);
    }
    const put = /^\/api\/user\/user\/address\/([^/]+)$/.exec(pathname);
    if (put && method === 'PUT') {
      userAddresses = userAddresses.map((entry) => (entry.id === put[1] ? { ...entry, ...body } : entry));
      return reply(
        200,
        userAddresses.find((entry) => entry.id === put[1]),
      );
    }
    const setting = /^\/api\/user\/user\/setting\/([^/]+)$/.exec(pathname);
    if (setting) {
      if (method === 'PUT') userSetting = { ...userSetting, ...body, userId: setting[1]! };
      return reply(200, { ...userSetting, userId: setting[1]!, updatedDate: '2026-03-02T12:00:00.000Z' });
    }
    if (pathname === '/api/site/lead' && method === 'POST') {
      return reply(201, {
        id: 'l1',
        createdDate: new Date().toISOString(),
        ...lead(body),
      });
    }
    return undefined;
  };
  return { handle, userAddresses: () => userAddresses, userSetting: () => userSetting };
}

function lead(body: Record<string, unknown>) {
  const field = (name: string) => body[name] ?? null;
  return {
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
  };
}
