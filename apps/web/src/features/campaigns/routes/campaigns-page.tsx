import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignMessages } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { useTextingAccess } from '../api/get-texting-access';
import { useCampaignCount } from '../api/list-campaigns';
import { CampaignList } from '../components/campaign-list';
import { TextingAccessNotice } from '../components/texting-access-notice';

const NEW_CAMPAIGN = '/campaign/new/details';

/**
 * /campaigns (spec 2.9): the person's campaigns by tab, or the start screen when they have none at all.
 */
export function CampaignsPage() {
  const { data: total, isPending } = useCampaignCount('mine');
  const access = useTextingAccess();
  if (isPending) return <LinearProgress aria-label="Loading campaigns" />;
  // Until the answer comes (or if it cannot), the button shows: the server refuses a campaign all the same.
  const mayText = access.data?.mayText !== false;
  if (total === 0) return mayText ? <StartScreen /> : <TextingAccessNotice heading="Campaigns" />;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Campaigns
        </Typography>
        {mayText && (
          <Button variant="contained" component={RouterLink} to={NEW_CAMPAIGN}>
            Create Campaign
          </Button>
        )}
      </Stack>
      {!mayText && <TextingAccessNotice />}
      <CampaignList scope="mine" />
    </Stack>
  );
}

function StartScreen() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          Welcome to Campaigns
        </Typography>
        <Typography>{campaignMessages.welcome}</Typography>
        <Button variant="contained" size="large" component={RouterLink} to={NEW_CAMPAIGN}>
          Create Campaign
        </Button>
      </Stack>
    </Paper>
  );
}
