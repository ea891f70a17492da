import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseMessagesPerDay, PRICE_PER_RECORD_CENTS, type Collaborator } from '@roost/domain';
import type { ReactNode } from 'react';
import { useTemplates } from '../../api/list-templates';
import type { CampaignDraft } from '../../draft/campaign-draft';
import { formatCents, formatCount, weekdayLabels } from '../campaign-format';
import { creditAvailable } from '../credit-text';
import type { BillingCost } from './billing-cost';

/** Records split as evenly as whole records allow (the first ones take the remainder). */
export function evenSplit(records: number, people: number): number[] {
  if (people < 1) return [];
  const base = Math.floor(records / people);
  return Array.from({ length: people }, (_, index) => base + (index < records % people ? 1 : 0));
}

/**
 * The billing step's summary: records, total cost, the credits applied and what the card is charged,
 * collaborators' split, template and schedule.
 */
export function BillingSummary({ draft, cost }: { draft: CampaignDraft; cost: BillingCost }) {
  const { data: templates } = useTemplates();
  const { records, balance } = cost;
  const template = templates?.find((candidate) => candidate.id === draft.campaign.templateId);
  const split = evenSplit(records, draft.collaborators.length);
  const perDay = parseMessagesPerDay(draft.campaign.messagesPerDay);
  return (
    <Paper variant="outlined" component="aside" aria-label="Campaign summary" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Row term="Records">{formatCount(records)}</Row>
        <Row term="Total Cost">
          {formatCents(cost.priceCents)} at {PRICE_PER_RECORD_CENTS}¢ per record
        </Row>
        {!draft.submission && balance?.nextExpiry && (
          <Typography variant="body2">
            {creditAvailable(balance.availableCents, balance.nextExpiry.expiresAt)}
          </Typography>
        )}
        {cost.creditCents > 0 && (
          <>
            <Row term="Credits Applied">−{formatCents(cost.creditCents)}</Row>
            <Row term="Amount to Charge">
              {formatCents(cost.chargeCents)}
              {cost.chargeCents === 0 && ': your credits cover it, no card needed'}
            </Row>
          </>
        )}
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
