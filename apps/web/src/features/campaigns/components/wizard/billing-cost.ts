import { creditAppliedCents, priceCents, type CreditBalance } from '@roost/domain';
import { useCreditBalance } from '../../api/get-credit-balance';
import type { CampaignDraft } from '../../draft/campaign-draft';

export interface BillingCost {
  records: number;
  priceCents: number;
  /** Credits applied to the price: the submit's answer once submitted, else what the balance would cover. */
  creditCents: number;
  /** What the card is charged: the price less the credits. */
  chargeCents: number;
  /** The person's balance; undefined while it loads (or when it could not be read: then no credit applies). */
  balance: CreditBalance | undefined;
  loading: boolean;
}

/** The Billing step's money: price, the person's credits applied first, and what is left for the card. */
export function useBillingCost(draft: CampaignDraft): BillingCost {
  const { data: balance, isPending, isError } = useCreditBalance();
  const submission = draft.submission;
  const records = submission?.records ?? draft.upload?.report.valid ?? 0;
  const price = submission?.amountCents ?? priceCents(records);
  const credit = submission ? submission.creditCents : creditAppliedCents(price, balance?.availableCents ?? 0);
  return {
    records,
    priceCents: price,
    creditCents: credit,
    chargeCents: submission ? submission.chargeCents : price - credit,
    balance,
    loading: !submission && isPending && !isError,
  };
}
