import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseMessagesPerDay, PRICE_PER_RECORD_CENTS, priceCents, type Collaborator } from '@roost/domain';
import type { ReactNode } from 'react';
import { useTemplates } from '../../api/list-templates';
import type { CampaignDraft } from '../../draft/campaign-draft';
import { formatCents, formatCount, weekdayLabels } from '../campaign-format';

/** Records split as evenly as whole records allow (the first ones take the remainder). */
export function evenSplit(records: number, people: number): number[] {
  if (people < 1) return [];
  const base = Math.floor(records / people);
  return Array.from({ length: people }, (_, index) => base + (index < records % people ? 1 : 0));
}

/** The billing step's right panel: records, total cost, collaborators' split, template and schedule. */
export function BillingSummary({ draft }: { draft: CampaignDraft }) {
  const { data: templates } = useTemplates();
  const submission = draft.submission;
  const records = submission?.records ?? draft.upload?.report.valid ?? 0;
  const amount = submission?.amountCents ?? priceCents(records);
  const template = templates?.find((candidate) => candidate.id === draft.campaign.templateId);
  const split = evenSplit(records, draft.collaborators.length);
  const perDay = parseMessagesPerDay(draft.campaign.messagesPerDay);
  return (
    <Paper variant="outlined" component="aside" aria-label="Campaign summary" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Row term="Records">{formatCount(records)}</Row>
        <Row term="Total Cost">
          {formatCents(amount)} at {PRICE_PER_RECORD_CENTS}¢ per record
        </Row>
        <Row term="Collaborators">
          {draft.collaborators.length === 0 ? (
            'None'
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {draft.collaborators.map((collaborator: Collaborator, index) => (
                <li key={`${collaborator.type}-${collaborator.id}`}>
                  {collaborator.name}: {formatCount(split[index] ?? 0)} records
                </li>
              ))}
            </Box>
          )}
        </Row>
        <Row term="Template">{template?.name ?? '…'}</Row>
        <Row term="Schedule">
          {formatCount(perDay)} Leads per day
          <br />
          {weekdayLabels(draft.campaign.daysOfWeek)}
        </Row>
      </Stack>
    </Paper>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {term}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}
