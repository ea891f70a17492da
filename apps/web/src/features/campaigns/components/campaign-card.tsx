import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { formatCampaignDate } from './campaign-format';
import { CampaignStats } from './campaign-stats';
import { CampaignUnreadLink } from './campaign-unread-link';
import { StatusBadge } from './status-badge';

/**
 * One campaign of the dashboard. The name is the link to /campaign/{id}; its hit area covers the whole
 * card, so a click anywhere opens it while a screen reader hears one plain link.
 */
export function CampaignCard({ campaign, headingLevel = 'h2' }: { campaign: Campaign; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 2.5 },
        listStyle: 'none',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div style={{ minWidth: 0 }}>
            <Typography variant="h6" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
              <Link
                component={RouterLink}
                to={`/campaign/${campaign.id}`}
                underline="hover"
                color="inherit"
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
              >
                {campaign.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {campaign.contactName ?? 'No contact name'} · Starts {formatCampaignDate(campaign.startDate)}
            </Typography>
          </div>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <StatusBadge status={campaign.status} />
            <CampaignUnreadLink campaignId={campaign.id} campaignName={campaign.name} />
          </Stack>
        </Stack>
        <CampaignStats campaign={campaign} label={`Stats of ${campaign.name}`} />
      </Stack>
    </Paper>
  );
}
