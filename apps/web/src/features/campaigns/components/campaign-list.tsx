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
import { LoadMoreButton } from '../../../components/load-more-button';

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

/**
 * Tabs Active / New / Archived, the count line, the campaigns 25 at a time and 'Load more'. Active lists the
 * running campaigns, then under a Completed heading those whose texts all went: their conversations still
 * need answers, so they stay in view until someone archives them.
 */
export function CampaignList({ scope }: { scope: CampaignScope }) {
  const [tab, setTab] = useCampaignTab();
  const pages = useCampaignPages(scope, tab);
  const withCompleted = tab === 'active';
  const completed = useCampaignPages(scope, 'completed', withCompleted);
  const completedCount = withCompleted ? (completed.data?.pages[0]?.count ?? 0) : 0;
  const counted = pages.data && (!withCompleted || completed.data || completed.isError);
  const count = (pages.data?.pages[0]?.count ?? 0) + completedCount;
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
      {counted && <Typography role="status">{countLine(count)}</Typography>}
      <CampaignPages pages={pages} label={`${tabLabels[tab]} campaigns`} />
      {withCompleted && completedCount > 0 && (
        <Stack spacing={1.5} component="section" aria-labelledby="completed-campaigns">
          <Typography id="completed-campaigns" variant="h6" component="h2">
            Completed
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Every text went out. They stay here while you work their conversations; archive one when you are done.
          </Typography>
          <CampaignPages pages={completed} label="Completed campaigns" headingLevel="h3" quiet />
        </Stack>
      )}
      {withCompleted && completed.isError && !completed.data && (
        <RetryBanner
          error={completed.error}
          fallback="The completed campaigns could not be loaded."
          onRetry={() => void completed.refetch()}
        />
      )}
    </Stack>
  );
}

type Pages = ReturnType<typeof useCampaignPages>;

/**
 * One list of campaigns with its progress bar, retry banner and 'Load more'; a `quiet` list (shown once loaded)
 * leaves those to the list above it.
 */
function CampaignPages({
  pages,
  label,
  headingLevel,
  quiet = false,
}: {
  pages: Pages;
  label: string;
  headingLevel?: 'h2' | 'h3';
  quiet?: boolean;
}) {
  const { data, isPending, isError, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = pages;
  const campaigns = data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <>
      {isPending && !quiet && <LinearProgress aria-label="Loading campaigns" />}
      {isError && !quiet && (
        <RetryBanner error={error} fallback="The campaigns could not be loaded." onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={label}>
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} headingLevel={headingLevel} />
            ))}
          </Stack>
          <LoadMoreButton
            pages={{ hasNextPage, isFetchingNextPage, fetchNextPage }}
            variant="outlined"
            sx={{ alignSelf: 'center' }}
          />
        </>
      )}
    </>
  );
}
