import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PipelineLead } from '@roost/domain';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { leadStageLabels, sourceText } from './lead-text';

/** A label and its value, side by side, wrapping on a phone. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>{' '}
      {value}
    </Typography>
  );
}

/**
 * One lead of the pipeline as a card (a list on any screen, so a phone never scrolls sideways). A lead of someone
 * else's (a branch manager's or organization admin's view) names its loan officer.
 */
export function LeadCard({
  lead,
  viewerId,
  onOpen,
}: {
  lead: PipelineLead;
  viewerId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const name = lead.name ?? 'No name given';
  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip size="small" label={leadStageLabels[lead.stage]} color={lead.stage === 'new' ? 'primary' : 'default'} />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {sourceText(lead)}
        </Typography>
        {lead.address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {lead.address}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Figure label="Received" value={formatCalendarDate(lead.createdDate)} />
          {lead.estimatedValue !== null && <Figure label="Value" value={formatMoney(lead.estimatedValue)} />}
          {lead.loanBalance !== null && <Figure label="Balance" value={formatMoney(lead.loanBalance)} />}
          {lead.ownerUserId !== viewerId && <Figure label="Loan officer" value={lead.ownerName ?? 'Not assigned'} />}
          <Figure
            label="Next action"
            value={lead.nextActionDate ? formatCalendarDate(lead.nextActionDate) : 'None set'}
          />
        </Stack>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen(lead.id)}
          aria-label={`Open ${name}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Open
        </Button>
      </Stack>
    </Paper>
  );
}
