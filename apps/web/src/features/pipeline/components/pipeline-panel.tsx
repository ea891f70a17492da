import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leadStages, type LeadStage } from '@roost/domain';
import { useState } from 'react';
import { serviceBase } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { pipelineExportPath } from '../api/lead-keys';
import { usePipeline } from '../api/list-pipeline';
import { FailureBanner } from './failure-banner';
import { FilterChips } from './filter-chips';
import { LeadCard } from './lead-card';
import { LeadDialog } from './lead-dialog';
import { leadStageLabels } from './lead-text';
import { LoadMoreButton } from '../../../components/load-more-button';

/**
 * The pipeline: the leads of the caller's reach, newest first, by stage (chips with each stage's count), a page at a
 * time; a lead opens in a dialog to move it, date its next action and add notes.
 */
export function PipelinePanel({
  stage,
  onStage,
}: {
  stage: LeadStage | null;
  onStage: (stage: LeadStage | null) => void;
}) {
  const pipeline = usePipeline(stage);
  const [openLead, setOpenLead] = useState<string | null>(null);
  const { data: user } = useCurrentUser();
  const pages = pipeline.data?.pages ?? [];
  const leads = pages.flatMap((page) => page.leads);
  const counts = pages[0]?.stageCounts;
  const total = counts ? leadStages.reduce((sum, each) => sum + (counts[each] ?? 0), 0) : undefined;
  const countText = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Typography>Leads routed to you, and to the teams you manage, newest first.</Typography>
        <Button component="a" href={`${serviceBase('site')}${pipelineExportPath}`} download variant="outlined">
          Download CSV
        </Button>
      </Stack>
      <FilterChips
        label="Stage"
        chosen={stage}
        onChoose={onStage}
        choices={[
          { value: null, label: `All${countText(total)}` },
          ...leadStages.map((each) => ({ value: each, label: `${leadStageLabels[each]}${countText(counts?.[each])}` })),
        ]}
      />
      {pipeline.isFetching && !pipeline.isFetchingNextPage && <LinearProgress aria-label="Loading leads" />}
      {pipeline.isError && (
        <FailureBanner what="Your leads" error={pipeline.error} onRetry={() => void pipeline.refetch()} />
      )}
      {pipeline.data && leads.length === 0 && !pipeline.isPlaceholderData && (
        <Typography color="text.secondary">
          {stage
            ? `No lead is at ${leadStageLabels[stage]} now.`
            : 'No leads yet. A lead routed to you (from your campaigns’ links, a homeowner alert or a tool page) shows here.'}
        </Typography>
      )}
      {leads.length > 0 && (
        <Stack component="ul" aria-label="Leads" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} viewerId={user?.id} onOpen={setOpenLead} />
          ))}
        </Stack>
      )}
      <LoadMoreButton pages={pipeline} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      {openLead && <LeadDialog leadId={openLead} onClose={() => setOpenLead(null)} />}
    </Stack>
  );
}
