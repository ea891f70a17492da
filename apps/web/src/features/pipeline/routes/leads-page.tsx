import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { leadStages, opportunityReasonKinds, type LeadStage, type OpportunityReasonKind } from '@roost/domain';
import { useSearchParams } from 'react-router';
import { OpportunitiesPanel } from '../components/opportunities-panel';
import { PipelinePanel } from '../components/pipeline-panel';

type LeadsTab = 'pipeline' | 'opportunities';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/**
 * /leads: the loan officer's pipeline (their leads by stage; a branch manager's branch, an organization admin's
 * organization) and, in a second tab, their opportunity list. The tab, the stage and the reason are kept in the
 * address (?tab=, ?stage=, ?reason=), so a reload or a shared link shows the same list.
 */
export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const tab: LeadsTab = params.get('tab') === 'opportunities' ? 'opportunities' : 'pipeline';
  const stage = oneOf<LeadStage>(leadStages, params.get('stage'));
  const reason = oneOf<OpportunityReasonKind>(opportunityReasonKinds, params.get('reason'));
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Leads
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: LeadsTab) => set('tab', value === 'pipeline' ? null : value)}
          aria-label="Leads views"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab label="Pipeline" value="pipeline" id="leads-tab-pipeline" aria-controls="leads-panel" />
          <Tab label="Opportunities" value="opportunities" id="leads-tab-opportunities" aria-controls="leads-panel" />
        </Tabs>
      </Box>
      <div role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${tab}`}>
        {tab === 'pipeline' ? (
          <PipelinePanel stage={stage} onStage={(value) => set('stage', value)} />
        ) : (
          <OpportunitiesPanel reason={reason} onReason={(value) => set('reason', value)} />
        )}
      </div>
    </Stack>
  );
}
