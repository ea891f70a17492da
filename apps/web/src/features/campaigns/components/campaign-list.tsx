import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { campaignMessages, campaignTabNames, type CampaignTab } from '@roost/domain';
import { useSearchParams } from 'react-router';
import type { CampaignScope } from '../api/campaign-keys';
import { useCampaignPages } from '../api/list-campaigns';
import { CampaignCard } from './campaign-card';
import { RetryBanner } from './retry-banner';
import { LoadMoreButton } from './load-more-button';

const tabLabels: Record<CampaignTab, string> = { active: 'Active', new: 'New', archived: 'Archived' };

/** The tab in the address (?tab=), Active when missing or unknown. */
export function useCampaignTab(): [CampaignTab, (tab: CampaignTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = campaignTabNames.find((name) => name === value) ?? 'active';
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}

export const countLine = (count: number) =>
  count === 0
    ? campaignMessages.noCampaigns
    : `${count.toLocaleString('en-US')} ${count === 1 ? 'Campaign' : 'Campaigns'}`;

/** Tabs Active / New / Archived, the count line, the campaigns 25 at a time and 'Load more'. */
export function CampaignList({ scope }: { scope: CampaignScope }) {
  const [tab, setTab] = useCampaignTab();
  const { data, isPending, isError, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = useCampaignPages(
    scope,
    tab,
  );
  const campaigns = data?.pages.flatMap((page) => page.results) ?? [];
  const count = data?.pages[0]?.count ?? 0;
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_event, next: CampaignTab) => setTab(next)}
        aria-label="Campaign status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {campaignTabNames.map((name) => (
          <Tab key={name} value={name} label={tabLabels[name]} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      {isPending && <LinearProgress aria-label="Loading campaigns" />}
      {isError && (
        <RetryBanner error={error} fallback="The campaigns could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <Typography role="status">{countLine(count)}</Typography>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={`${tabLabels[tab]} campaigns`}>
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </Stack>
          <LoadMoreButton
            pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
            variant="outlined"
            sx={{ alignSelf: 'center' }}
          />
        </>
      )}
    </Stack>
  );
}
