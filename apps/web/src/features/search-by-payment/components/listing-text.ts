import { formatNumber, type ListingAction } from '@roost/domain';

/** The spec's four automation actions, as their buttons read. */
export const LISTING_ACTION_LABELS: Record<ListingAction, string> = {
  scheduleViewing: 'Schedule Viewing',
  downPaymentAssistant: 'Down Payment Assistant',
  talkToLoanOfficer: 'Talk to Loan Officer',
  all: 'All of the above',
};

/** The visitor dialog's title for each action. */
export const LISTING_ACTION_TITLES: Record<ListingAction, string> = {
  scheduleViewing: 'Schedule Viewing',
  downPaymentAssistant: 'Down Payment Assistant',
  talkToLoanOfficer: 'Talk to Loan Officer',
  all: 'Viewing, down payment help and a loan officer',
};

/** '3 beds', '1 full bath', '1,650 sq ft'; null when the listing does not say. */
export function countText(count: number | null, one: string, many: string): string | null {
  if (count === null) return null;
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
