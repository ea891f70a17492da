import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { opportunityReasonKinds, opportunityReasonLabels, type OpportunityReasonKind } from '@roost/domain';
import { serviceBase } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/format';
import { opportunitiesExportPath } from '../api/lead-keys';
import { useOpportunities } from '../api/list-opportunities';
import { FailureBanner } from './failure-banner';
import { FilterChips } from './filter-chips';
import { OpportunityCard } from './opportunity-card';
import { LoadMoreButton } from '../../../components/load-more-button';

/**
 * The opportunity list: the caller's homeowners (from their campaigns and leads) with a reason to hear from them now,
 * strongest first, filtered by reason, a page at a time.
 */
export function OpportunitiesPanel({
  reason,
  onReason,
}: {
  reason: OpportunityReasonKind | null;
  onReason: (reason: OpportunityReasonKind | null) => void;
}) {
  const list = useOpportunities(reason);
  const pages = list.data?.pages ?? [];
  const opportunities = pages.flatMap((page) => page.opportunities);
  const first = pages[0];

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography>Your homeowners with a reason to hear from you now, strongest first.</Typography>
        <Button component="a" href={`${serviceBase('site')}${opportunitiesExportPath}`} download variant="outlined">
          Download CSV
        </Button>
      </Stack>
      <FilterChips
        label="Reason"
        chosen={reason}
        onChoose={onReason}
        choices={[
          { value: null, label: 'Any reason' },
          ...opportunityReasonKinds.map((kind) => ({ value: kind, label: opportunityReasonLabels[kind] })),
        ]}
      />
      {list.isFetching && !list.isFetchingNextPage && <LinearProgress aria-label="Loading opportunities" />}
      {list.isError && (
        <FailureBanner what="The opportunity list" error={list.error} onRetry={() => void list.refetch()} />
      )}
      {first && !list.isPlaceholderData && (
        <Typography variant="body2" color="text.secondary">
          {first.total === 1 ? '1 homeowner' : `${first.total} homeowners`}
          {first.rates
            ? `, measured against the rates of ${formatCalendarDate(first.rates.date)}${first.rates.current ? '' : ' (not today’s: no rate reasons)'}.`
            : '.'}
        </Typography>
      )}
      {list.data && opportunities.length === 0 && !list.isPlaceholderData && (
        <Typography color="text.secondary">
          {reason
            ? `None of your homeowners has this reason now (${opportunityReasonLabels[reason]}).`
            : 'None of your homeowners has a reason to hear from you today. Homeowners come from your campaigns and leads.'}
        </Typography>
      )}
      {opportunities.length > 0 && (
        <Stack component="ul" aria-label="Opportunities" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {opportunities.map((opportunity) => (
            <OpportunityCard key={opportunity.id} opportunity={opportunity} />
          ))}
        </Stack>
      )}
      <LoadMoreButton pages={list} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
    </Stack>
  );
}
