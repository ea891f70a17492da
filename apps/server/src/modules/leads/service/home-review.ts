import { formatDollars, type HomeReport, type Lead } from '@roost/domain';
import type { OpportunityContact } from '../../campaigns';
import { findLeadByIdempotencyKey } from '../repo';
import { createLead, type CreateLeadDeps, type NewLead } from './create-lead';
import { contactKey } from './homeowner-home';
import { readHomeReport, reviewKeyOf, type HomeReportDeps } from './home-report';
import { toLead } from './lead-record';

const dollars = (amount: number | null) => (amount === null ? 'not known' : formatDollars(amount));

function insuranceLine({ mortgageInsurance: insurance }: HomeReport): string {
  switch (insurance.outlook) {
    case 'removable':
      return insurance.since ? `removable since ${insurance.since}` : 'removable on a new valuation';
    case 'in-force':
      return `${dollars(insurance.monthly)} a month`;
    case 'none':
      return 'none';
    case 'unknown':
      return 'not known';
  }
}

/**
 * The loan officer reads the page's figures in the lead, as the contact saw them: value and balance in the lead's own
 * fields, the rest in its message.
 */
function reviewMessage(contact: OpportunityContact, report: HomeReport): string {
  const { figures, refinance } = report;
  return [
    `Asked for a review from their home report (campaign "${contact.campaignName}").`,
    `Value ${dollars(figures.value)}, balance ${dollars(figures.balance)}, equity ${dollars(figures.equity)}, ` +
      `cash available to 80% ${dollars(figures.cashAvailable)}.`,
    `Mortgage insurance: ${insuranceLine(report)}.`,
    refinance
      ? `Refinance at today's ${refinance.todayRatePercent}% (${refinance.todayRateProduct}): ` +
        `${formatDollars(refinance.newPayment)} a month instead of ${formatDollars(refinance.currentPayment)}, ` +
        `saves ${formatDollars(refinance.monthlySaving)} a month.`
      : "Refinance: no saving known at today's rate.",
  ].join('\n');
}

function reviewLead(contact: OpportunityContact, report: HomeReport): NewLead {
  const { prefill, figures } = report;
  const key = contactKey(contact);
  return {
    type: 'homeReview',
    ...(prefill.name ? { name: prefill.name } : {}),
    ...(prefill.email ? { email: prefill.email } : {}),
    ...(prefill.phone ? { phone: prefill.phone } : {}),
    ...(prefill.address ? { address: prefill.address } : {}),
    ...(key ? { addressId: key } : {}),
    ...(figures.value !== null ? { estimatedValue: figures.value } : {}),
    ...(figures.balance !== null ? { loanBalance: figures.balance } : {}),
    message: reviewMessage(contact, report),
    // Routing reads the link: the lead goes to the loan officer whose campaign texted the contact.
    ref: report.linkId,
  };
}

/**
 * A contact's review request from their own page: one lead per link, made by createLead (routed by the link, with its
 * hand-offs and the loan officer's notice). Asked again, at once or much later, it answers the first lead.
 */
export async function requestHomeReview(
  deps: HomeReportDeps & CreateLeadDeps,
  linkId: string,
): Promise<{ lead: Lead; created: boolean }> {
  const { contact, report } = await readHomeReport(deps, linkId);
  const key = reviewKeyOf(report.linkId);
  // A replay after the figures moved (a new day's rates) is still the same request: the first lead answers it.
  const earlier = await findLeadByIdempotencyKey(deps.db, key);
  if (earlier) return { lead: toLead(earlier), created: false };
  return createLead(deps, reviewLead(contact, report), key);
}
