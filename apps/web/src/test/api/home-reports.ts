import { homeReportMessages, homeReviewRequestSchema, type HomeReport, type Lead } from '@roost/domain';
import { bodyOf, failure, Failure, route } from './reply';

/** A contact's own page as the server answers it: a home with a refinance worth a call, and a partner. */
export function testHomeReport(overrides: Partial<HomeReport> = {}): HomeReport {
  return {
    linkId: 'Ab3dEf6hIj9k',
    firstName: 'Rae',
    address: '101 Rate St, Redding, CA 96001',
    figures: { value: 600_000, balance: 400_000, equity: 200_000, cashAvailable: 80_000, loanToValuePercent: 67 },
    mortgageInsurance: { outlook: 'none', monthly: null, toThreshold: null, since: null },
    refinance: {
      ratePercent: 7.5,
      rateEstimated: false,
      todayRatePercent: 6.25,
      todayRateProduct: '30-year',
      todayRateDate: '2026-11-26',
      currentPayment: 2797,
      newPayment: 2463,
      monthlySaving: 334,
    },
    todayRate: { ratePercent: 6.25, date: '2026-11-26' },
    loanOfficer: { name: 'Leo Loanofficer', photoUrl: null, initials: 'LL', nmlsId: '1049321', phone: '+19165550120' },
    partner: { name: 'Rosa Realtor', company: null, phone: '9165550191' },
    prefill: {
      name: 'Rae Owner',
      phone: '+19165550701',
      email: 'rae@example.com',
      address: '101 Rate St, Redding, CA 96001',
    },
    reviewRequested: false,
    ...overrides,
  };
}

/**
 * The own pages by link id (an id not listed answers the server's 404), and the leads their reviews made: one per
 * link, the same one when asked again.
 */
export function homeReportsApi(options: { reports?: HomeReport[] } = {}) {
  const reports = new Map((options.reports ?? [testHomeReport()]).map((report) => [report.linkId, report]));
  const leads = new Map<string, Lead>();
  const reportOf = (linkId: string) =>
    reports.get(linkId) ?? failure('LINK_NOT_FOUND', homeReportMessages.linkNotFound);

  const handlers = [
    route('GET /api/site/home-report/:linkId', ({ params }) => {
      const report = reportOf(params.linkId);
      return report instanceof Failure
        ? report
        : { ...report, reviewRequested: report.reviewRequested || leads.has(params.linkId) };
    }),
    route('POST /api/site/home-report/:linkId/review', async ({ request, params }) => {
      const input = await bodyOf(request, homeReviewRequestSchema);
      if (input instanceof Failure) return input;
      const report = reportOf(params.linkId);
      if (report instanceof Failure) return report;
      const lead = leads.get(params.linkId) ?? {
        id: `lead-${params.linkId}`,
        type: 'homeReview' as const,
        name: report.prefill.name,
        email: report.prefill.email,
        phone: report.prefill.phone,
        message: 'Asked for a review from their home report.',
        addressId: null,
        address: report.prefill.address,
        estimatedValue: report.figures.value,
        loanBalance: report.figures.balance,
        dreamRate: null,
        createdDate: '2026-11-26T18:00:00.000Z',
      };
      leads.set(params.linkId, lead);
      return lead;
    }),
  ];
  return { handlers, leads: () => [...leads.values()] };
}
