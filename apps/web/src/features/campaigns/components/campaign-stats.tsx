import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { campaignStatKeys, campaignStatLabels, campaignStatTabs, type Campaign } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { formatCount } from './campaign-format';

/** Where a stat card leads: the campaign's contacts on the tab that lists what it counts. */
export const statHref = (campaignId: string, key: keyof typeof campaignStatTabs) =>
  `/campaign/${encodeURIComponent(campaignId)}?tab=${campaignStatTabs[key]}`;

/**
 * The stats of a campaign, label under value, wrapping on phones. Each is a link (spec 2.9) to the contacts it
 * counts (Clicks to Click Throughs, Favorites to the starred contacts); its hit area is the whole stat and it
 * sits above a dashboard card's own link.
 */
export function CampaignStats({ campaign, label }: { campaign: Campaign; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(3, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          md: 'repeat(7, minmax(0, 1fr))',
        },
        gap: 1,
      }}
    >
      {campaignStatKeys.map((key) => {
        const value = formatCount(campaign[key]);
        return (
          <Box
            key={key}
            sx={{
              position: 'relative',
              zIndex: 1,
              display: 'flex',
              flexDirection: 'column-reverse',
              minWidth: 0,
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {campaignStatLabels[key]}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              <Link
                component={RouterLink}
                to={statHref(campaign.id, key)}
                aria-label={`${value} ${campaignStatLabels[key]}`}
                underline="hover"
                sx={{
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {value}
              </Link>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
