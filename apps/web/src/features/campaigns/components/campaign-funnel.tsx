import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { campaignFunnelLabels, campaignFunnelSteps } from '@roost/domain';
import { useId } from 'react';
import { useCampaignFunnel } from '../api/get-campaign-funnel';
import { formatCount } from './campaign-format';

/** Each step as a share of the texts sent, whole percent ("—" before any text went). */
const shareOf = (count: number, sent: number) => (sent > 0 ? `${Math.round((count / sent) * 100)}%` : '—');

/**
 * The campaign's funnel, from texts sent to leads won: each step's people, and their share of those texted, as a bar
 * a phone shows full width.
 */
export function CampaignFunnel({ campaignId }: { campaignId: string }) {
  const { data: funnel, isError } = useCampaignFunnel(campaignId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        Funnel
      </Typography>
      {isError ? (
        <Typography color="text.secondary">
          The funnel could not be loaded. It is shown again on the next visit.
        </Typography>
      ) : !funnel ? (
        <LinearProgress aria-label="Loading the funnel" />
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {campaignFunnelSteps.map((step) => {
            const share = shareOf(funnel[step], funnel.sent);
            return (
              <Box component="li" key={step} aria-label={`${campaignFunnelLabels[step]}: ${formatCount(funnel[step])}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography>{campaignFunnelLabels[step]}</Typography>
                  <Typography>
                    <strong>{formatCount(funnel[step])}</strong>{' '}
                    <Typography component="span" color="text.secondary">
                      ({share})
                    </Typography>
                  </Typography>
                </Box>
                <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                  <Box
                    sx={{
                      height: '100%',
                      width: funnel.sent > 0 ? `${Math.min(100, (funnel[step] / funnel.sent) * 100)}%` : 0,
                      bgcolor: 'primary.main',
                    }}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
