import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCampaignUpload } from '../api/campaign-files';
import { campaignUploadSource } from '../api/import-rows';
import { ImportReport } from './details/import-report';

/**
 * The lead file a campaign was made from, after launch: what was read, each rejected group's rows and their
 * CSV (the valid rows are the campaign's contacts, listed below). Nothing shows for contacts sent without a file.
 */
export function CampaignUpload({ campaignId }: { campaignId: string }) {
  const headingId = useId();
  const { data: report } = useCampaignUpload(campaignId);
  if (!report) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Lead file
      </Typography>
      <ImportReport report={report} source={campaignUploadSource(campaignId)} />
    </Paper>
  );
}
