import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useCampaign } from '../api/get-campaign';
import { useTemplate } from '../api/get-template';
import { CampaignActions } from '../components/campaign-actions';
import { CampaignContacts } from '../components/campaign-contacts';
import { CampaignFunnel } from '../components/campaign-funnel';
import { formatCampaignDate, formatCount, weekdayLabels } from '../components/campaign-format';
import { CampaignStats } from '../components/campaign-stats';
import { CampaignTools } from '../components/campaign-tools';
import { CampaignUpload } from '../components/campaign-upload';
import { LoadFailure } from '../../../components/load-failure';
import { PauseReasonBanner } from '../components/pause-reason-banner';
import { StatusBadge } from '../components/status-badge';

/**
 * /campaign/:id (spec 2.10): the campaign's summary (with why the sender paused it, if it did), its funnel, its
 * Pause / Resume / Archive actions, its export and (before it sends) a change of schedule or template, the lead file it
 * was made from with the rejected rows, and its contacts by tab, each opening its panel (conversation, reply,
 * property).
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  const { data: campaign, isError, error, refetch } = useCampaign(id);
  const { data: template } = useTemplate(campaign?.templateId);
  const back = (
    <Link component={RouterLink} to="/campaigns" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      Back to campaigns
    </Link>
  );
  if (isError) {
    return (
      <Stack spacing={2}>
        {back}
        <LoadFailure
          error={error}
          what="campaign"
          back={{ to: '/campaigns', label: 'Back to campaigns' }}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  }
  if (!campaign) return <LinearProgress aria-label="Loading the campaign" />;
  return (
    <Stack spacing={3}>
      {back}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Typography>
        <StatusBadge status={campaign.status} />
      </Stack>
      <PauseReasonBanner campaign={campaign} />
      <CampaignActions campaign={campaign} />
      <CampaignTools campaign={campaign} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CampaignStats campaign={campaign} label="Campaign stats" />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CampaignFunnel campaignId={campaign.id} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Summary
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3 }}
        >
          <Fact term="Type">{campaign.type}</Fact>
          <Fact term="Template">{template?.name ?? (campaign.templateId ? '…' : 'None')}</Fact>
          <Fact term="Start date">{formatCampaignDate(campaign.startDate)}</Fact>
          <Fact term="End date">{formatCampaignDate(campaign.endDate)}</Fact>
          <Fact term="Week days">{weekdayLabels(campaign.daysOfWeek)}</Fact>
          <Fact term="Texts per day">{formatCount(campaign.messagesPerDay)}</Fact>
          <Fact term="Delivered">{formatCount(campaign.totalDelivered)}</Fact>
          <Fact term="Failed">{formatCount(campaign.totalFailed)}</Fact>
        </Box>
      </Paper>
      <CampaignUpload campaignId={campaign.id} />
      <CampaignContacts campaignId={campaign.id} />
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ pt: 1 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pt: { xs: 0, sm: 1 }, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
