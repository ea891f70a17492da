import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { Campaign } from '@roost/domain';
import { campaignExportUrl } from '../api/campaign-files';

/** Downloads the campaign's contacts with status, reply, click, opt-out and send result as CSV. */
export function CampaignExportLink({ campaign }: { campaign: Campaign }) {
  return (
    <Button
      component="a"
      href={campaignExportUrl(campaign.id)}
      download
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden />}
    >
      Export contacts (CSV)
    </Button>
  );
}
