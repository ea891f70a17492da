import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { campaignStatKeys, campaignStatLabels, type Campaign } from '@roost/domain';
import { formatCount } from './campaign-format';

/** The six stats of a campaign, label under value, wrapping three a row on phones. */
export function CampaignStats({ campaign, label }: { campaign: Campaign; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(6, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {campaignStatKeys.map((key) => (
        <Box key={key} sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {campaignStatLabels[key]}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {formatCount(campaign[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
