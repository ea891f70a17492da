import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CampaignList } from '../components/campaign-list';
import { TemplatesAdmin } from '../components/templates-admin';

/** /admin/campaigns: every campaign with its owner, and the message templates admins keep. */
export function AdminCampaignsPage() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          Campaigns
        </Typography>
        <Typography color="text.secondary">Every campaign, with its owner, and the message templates.</Typography>
      </div>
      <CampaignList scope="all" />
      <Divider />
      <TemplatesAdmin />
    </Stack>
  );
}
