import type { HomeListing, HomesReply, OptionsReply, PurchaseOption } from '@roost/domain';
import { failure, jsonOf, route } from './reply';

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

/** Why a step of the search fails: the server's error for a route that went wrong. */
const internalError = () => failure('INTERNAL_ERROR', 'Internal error');

/**
 * The Search by Payment API in memory: options for any payment in bounds, homes paged `pageSize` at a time per county
 * and option, the listing actions recorded in `actions`. `fail` makes a route answer 500; `hold` keeps the options
 * answer back (loading states).
 */
export function homesApi(
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

  const handlers = [
    route('GET /api/home/homes/options', async ({ url }) => {
      optionsAsked.push(`${url.pathname}${url.search}`);
      await options.hold;
      if (fail.has('options')) return internalError();
      const payment = Number(url.searchParams.get('payment'));
      if (!(payment >= 500 && payment <= 100_000)) {
        return failure('INVALID_INPUT', 'Enter a monthly payment of at least $500', { fields: { payment: 'x' } });
      }
      const reply: OptionsReply = {
        id: `2026-03-02-options-${payment}`,
        date: '2026-03-02',
        payment,
        county: url.searchParams.get('county') ?? 'Placer',
        rateDate: '2026-02-26',
        options: testOptions(payment),
      };
      return reply;
    }),
    route('GET /api/home/homes', ({ url }) => {
      if (fail.has('homes')) return internalError();
      const query = url.searchParams;
      const option = testOptions(Number(query.get('payment'))).find(
        (candidate) => candidate.optionId === Number(query.get('option')),
      );
      if (!option) return failure('PURCHASE_OPTION_NOT_FOUND', 'No such purchase option for this payment');
      const county = query.get('county') ?? 'Placer';
      const inCounty = listings[county];
      if (!inCounty) return failure('NOT_FOUND', `No listings in ${county} County`);
      const sort = query.get('sort') ?? 'price-desc';
      const sorted = [...inCounty].sort((a, b) =>
        sort === 'price-asc'
          ? a.listingPrice - b.listingPrice
          : sort === 'sqft-desc'
            ? (b.apxSqFtPrimaryRes ?? 0) - (a.apxSqFtPrimaryRes ?? 0)
            : sort === 'newest'
              ? b.id.localeCompare(a.id)
              : b.listingPrice - a.listingPrice,
      );
      const page = Number(query.get('page') ?? '1');
      const reply: HomesReply = {
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
      return reply;
    }),
    route('POST /api/home/homes/:listingId/actions', async ({ request, params }) => {
      if (fail.has('actions')) return internalError();
      actions.push({ listingId: params.listingId, body: await jsonOf(request) });
      return { id: `a${actions.length}`, status: 'queued' as const };
    }),
  ];
  return { handlers, actions, optionsAsked };
}
