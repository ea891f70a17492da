import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceCents } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MessageBanner } from '../../../../components/message-banner';
import { campaignKeys } from '../../api/campaign-keys';
import { usePaymentConfig } from '../../api/get-payment-config';
import { useCampaignDraft, type CampaignDraft } from '../../draft/campaign-draft';
import { BillingForm } from './billing-form';
import { BillingSummary } from './billing-summary';
import { PaidCardDetails } from './paid-card';
import { sandboxPayment } from './sandbox-payment';
import { useWizardExit } from './wizard-exit';
import { WizardFooter } from './wizard-footer';

const StripeBilling = lazy(() => import('./stripe-billing').then((m) => ({ default: m.StripeBilling })));

/** The Billing step: the form on the left, the summary on the right (stacked on phones). */
export function BillingStep({ previous }: { previous: string }) {
  const draft = useCampaignDraft();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {draft.submission?.state === 'submitted' ? (
          <Submitted draft={draft} />
        ) : (
          <CardEntry draft={draft} previous={previous} />
        )}
      </Stack>
      <Stack sx={{ width: { md: 320 }, flexShrink: 0 }}>
        <BillingSummary draft={draft} />
      </Stack>
    </Stack>
  );
}

function CardEntry({ draft, previous }: { draft: CampaignDraft; previous: string }) {
  const { data: config, isError } = usePaymentConfig();
  if (isError) {
    return <MessageBanner message={{ message: 'Card payments are unavailable right now.', messageType: 'error' }} />;
  }
  if (!config) return <LinearProgress aria-label="Loading the card form" />;
  if (config.processor === 'stripe' && config.publishableKey) {
    const amount = draft.submission?.amountCents ?? priceCents(draft.upload?.report.valid ?? 0);
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
