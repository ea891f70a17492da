import type { HomeListing, HomesReply, OptionsReply, PurchaseOption, UserRecord } from '@roost/domain';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../lib/session-store';
import { authApi } from './api/auth';
import { renderApp, stubServer, type Handler } from './render-app';

/** An FHA option whose four monthly parts add up to $3,500. */
export function testOption(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  return {
    optionId: 1,
    optionType: 1,
    homeCount: 42,
    percentDown: 3.5,
    downPayment: 17_850,
    maxPurchase: 510_000,
    loanAmount: 498_077,
    loanType: 2,
    loanName: 'FHA',
    taxes: 531,
    mortgageInsurance: 228,
    hazardInsurance: 128,
    principalInterest: 2613,
    interestRate: 0.0575,
    aprPercent: 6.612,
    notes: ['Includes the 1.75% upfront mortgage insurance premium, financed.'],
    ...overrides,
  };
}

export function testOptions(payment = 3500): PurchaseOption[] {
  return [
    testOption(),
    testOption({
      optionId: 2,
      homeCount: 18,
      percentDown: 20,
      downPayment: 92_000,
      maxPurchase: 460_000,
      loanAmount: 368_000,
      loanType: 1,
      loanName: 'Conventional',
      taxes: 479,
      mortgageInsurance: 0,
      hazardInsurance: 115,
      principalInterest: payment - 479 - 115,
      interestRate: 0.0625,
      aprPercent: 6.375,
      notes: [],
    }),
    testOption({
      optionId: 3,
      optionType: 2,
      homeCount: 51,
      percentDown: 0,
      downPayment: 0,
      maxPurchase: 530_000,
      loanAmount: 541_660,
      loanType: 3,
      loanName: 'VA',
      taxes: 552,
      mortgageInsurance: 0,
      hazardInsurance: 133,
      principalInterest: payment - 552 - 133,
      interestRate: 0.055,
      aprPercent: 5.71,
      notes: ['For veterans and service members: the 2.15% funding fee is financed.'],
    }),
  ];
}

export function testListing(index: number, overrides: Partial<HomeListing> = {}): HomeListing {
  return {
    id: `L${index}`,
    coverImage: `/api/home/listings/L${index}/cover.svg`,
    streetNumber: String(100 + index),
    streetName: 'Oak St',
    city: 'Auburn',
    zipCode: '95603',
    county: 'Placer',
    bedrooms: 3,
    fullBathrooms: 2,
    apxSqFtPrimaryRes: 1650 + index,
    listingPrice: 500_000 - index * 1000,
    listingRid: `R${index}`,
    listAgentFirstName: 'Jane',
    listAgentLastName: 'Doe',
    mlsId: 'MetroList',
    mlsNumber: `2260${index}`,
    source: 'sample',
    ...overrides,
  };
}

const reply = (status: number, body: unknown) => ({ status, body });

/**
 * The Search by Payment API in memory, per the contract: options for any payment in bounds, homes
 * paged `pageSize` at a time per county and option, the listing actions recorded in `actions`.
 * `fail` makes a path answer 500; `hold` keeps the options answer back (loading states).
 */
export function fakePaymentServer(
  options: {
    listings?: Record<string, HomeListing[]>;
    pageSize?: number;
    fail?: ('options' | 'homes' | 'actions')[];
    hold?: Promise<void>;
  } = {},
) {
  const listings = options.listings ?? {
    Placer: Array.from({ length: 14 }, (_, index) => testListing(index + 1)),
    Sacramento: [testListing(90, { city: 'Sacramento', zipCode: '95814', county: 'Sacramento', source: 'MLS' })],
  };
  const pageSize = options.pageSize ?? 12;
  const fail = new Set(options.fail ?? []);
  const actions: { listingId: string; body: unknown }[] = [];
  const optionsAsked: string[] = [];

  const handle: Handler = async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const payment = Number(searchParams.get('payment'));
    if (method === 'GET' && pathname === '/api/home/homes/options') {
      optionsAsked.push(url);
      await options.hold;
      if (fail.has('options')) return reply(500, { code: 'INTERNAL_ERROR', errorMessage: 'Internal error' });
      if (!(payment >= 500 && payment <= 100_000)) {
        return reply(400, {
          code: 'INVALID_INPUT',
          errorMessage: 'Enter a monthly payment of at least $500',
          fields: { payment: 'x' },
        });
      }
      const body: OptionsReply = {
        id: `2026-03-02-options-${payment}`,
        date: '2026-03-02',
        payment,
        county: searchParams.get('county') ?? 'Placer',
        rateDate: '2026-02-26',
        options: testOptions(payment),
      };
      return reply(200, body);
    }
    if (method === 'GET' && pathname === '/api/home/homes') {
      if (fail.has('homes')) return reply(500, { code: 'INTERNAL_ERROR', errorMessage: 'Internal error' });
      const option = testOptions(payment).find(
        (candidate) => candidate.optionId === Number(searchParams.get('option')),
      );
      if (!option) return reply(404, { code: 'NOT_FOUND', errorMessage: 'No such purchase option for this payment' });
      const county = searchParams.get('county') ?? 'Placer';
      const inCounty = listings[county];
      if (!inCounty) return reply(404, { code: 'NOT_FOUND', errorMessage: `No listings in ${county} County` });
      const sort = searchParams.get('sort') ?? 'price-desc';
      const sorted = [...inCounty].sort((a, b) =>
        sort === 'price-asc'
          ? a.listingPrice - b.listingPrice
          : sort === 'sqft-desc'
            ? (b.apxSqFtPrimaryRes ?? 0) - (a.apxSqFtPrimaryRes ?? 0)
            : sort === 'newest'
              ? b.id.localeCompare(a.id)
              : b.listingPrice - a.listingPrice,
      );
      const page = Number(searchParams.get('page') ?? '1');
      const body: HomesReply = {
        option,
        county,
        counties: Object.keys(listings),
        total: sorted.length,
        page,
        pageSize,
        homes: sorted
          .slice((page - 1) * pageSize, page * pageSize)
          .map((home) => ({ ...home, monthlyPayment: Math.round(home.listingPrice * 0.0069) })),
      };
      return reply(200, body);
    }
    const action = /^\/api\/home\/homes\/([^/]+)\/actions$/.exec(pathname);
    if (method === 'POST' && action) {
      if (fail.has('actions')) return reply(500, { code: 'INTERNAL_ERROR', errorMessage: 'Internal error' });
      actions.push({ listingId: decodeURIComponent(action[1]!), body: JSON.parse(String(init?.body)) });
      return reply(202, { id: `a${actions.length}`, status: 'queued' });
    }
    return undefined;
  };
  return { handle, actions, optionsAsked };
}

/**
 * Opens a Search by Payment page with the payment API and the identity API in memory (a visitor
 * unless `signedIn`; `accounts` can sign in); `payment` starts the session with one. Use with useFakeClock().
 */
export function openPaymentPage(
  path: string,
  options: Parameters<typeof fakePaymentServer>[0] & {
    signedIn?: UserRecord;
    accounts?: UserRecord[];
    payment?: number;
  } = {},
) {
  if (options.payment) sessionStore.update({ payment: options.payment });
  const server = fakePaymentServer(options);
  const auth = authApi({ signedIn: options.signedIn, accounts: options.accounts });
  const stub = stubServer(server.handle, auth);
  const app = renderApp(path);
  return { ...stub, ...app, server, user: userEvent.setup({ delay: null }) };
}
