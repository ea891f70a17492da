import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MessageBanner } from '../../../../components/message-banner';
import { campaignKeys } from '../../api/campaign-keys';
import { usePaymentConfig } from '../../api/get-payment-config';
import { useCampaignDraft, type CampaignDraft } from '../../draft/campaign-draft';
import { useBillingCost, type BillingCost } from './billing-cost';
import { BillingForm } from './billing-form';
import { BillingSummary } from './billing-summary';
import { PaidCardDetails } from './paid-card';
import { creditsOnlyPayment, sandboxPayment } from './sandbox-payment';
import { useWizardExit } from './wizard-exit';
import { WizardFooter } from './wizard-footer';

const StripeBilling = lazy(() => import('./stripe-billing').then((m) => ({ default: m.StripeBilling })));

/**
 * The Billing step: the form on the left, the summary on the right. Stacked (phones, narrow windows) the
 * summary comes first, so the cost is read before Submit: it is first in the page and placed right with `order`.
 */
export function BillingStep({ previous }: { previous: string }) {
  const draft = useCampaignDraft();
  const cost = useBillingCost(draft);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} useFlexGap sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack sx={{ width: { md: 320 }, flexShrink: 0, order: { md: 2 } }}>
        <BillingSummary draft={draft} cost={cost} />
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {draft.submission?.state === 'submitted' ? (
          <Submitted draft={draft} />
        ) : (
          <CardEntry cost={cost} previous={previous} />
        )}
      </Stack>
    </Stack>
  );
}

function CardEntry({ cost, previous }: { cost: BillingCost; previous: string }) {
  const { data: config, isError } = usePaymentConfig();
  if (isError) {
    return <MessageBanner message={{ message: 'Card payments are unavailable right now.', messageType: 'error' }} />;
  }
  if (!config || cost.loading) return <LinearProgress aria-label="Loading the card form" />;
  // Credits cover the whole price: the billing address only, no card.
  if (cost.priceCents > 0 && cost.chargeCents === 0) {
    return <BillingForm adapter={creditsOnlyPayment} previous={previous} coveredByCredits />;
  }
  if (config.processor === 'stripe' && config.publishableKey) {
    const amount = cost.chargeCents;
    return (
      <Suspense fallback={<LinearProgress aria-label="Loading the card form" />}>
        <StripeBilling publishableKey={config.publishableKey} amountCents={amount} previous={previous} />
      </Suspense>
    );
  }
  return <BillingForm adapter={sandboxPayment} previous={previous} />;
}

function Submitted({ draft }: { draft: CampaignDraft }) {
  const exit = useWizardExit();
  const queryClient = useQueryClient();
  const submission = draft.submission;
  if (!submission) return null;
  const launch = () => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    exit(`/campaign/${submission.campaignId}`);
  };
  return (
    <>
      <Typography variant="h5" component="h2">
        Billing Information
      </Typography>
      <MessageBanner message={{ message: 'Your campaign is paid and ready to launch.', messageType: 'notification' }} />
      <PaidCardDetails card={submission.card} billing={submission.billing} />
      <WizardFooter
        primary={
          <Button variant="contained" onClick={launch}>
            Launch Campaign
          </Button>
        }
      />
    </>
  );
}
