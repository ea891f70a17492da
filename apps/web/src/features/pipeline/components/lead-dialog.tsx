import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { leadStages, type LeadStage, type LeadUpdate, type PipelineLeadDetail } from '@roost/domain';
import { useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { formatCalendarDate, formatMoney, formatRate } from '../../../lib/format';
import { usePipelineLead } from '../api/get-pipeline-lead';
import { useUpdatePipelineLead } from '../api/update-pipeline-lead';
import { Figure } from './lead-card';
import { leadStageLabels, phoneText, sourceText } from './lead-text';
import { NoteForm } from './note-form';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/** One lead: who, where from, the home's figures, its stage and next action, and the notes. Full screen on a phone. */
export function LeadDialog({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const lead = usePipelineLead(leadId);
  const title = lead.data ? (lead.data.name ?? 'No name given') : 'Lead';
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="lead-dialog-title">
      <DialogTitle id="lead-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {lead.isPending && <LinearProgress aria-label="Loading the lead" />}
        {lead.isError && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <MessageBanner message={{ message: messageOf(lead.error), messageType: 'error' }} />
            <Button variant="outlined" onClick={() => void lead.refetch()}>
              Try again
            </Button>
          </Stack>
        )}
        {lead.data && <LeadDetail lead={lead.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function LeadDetail({ lead }: { lead: PipelineLeadDetail }) {
  const update = useUpdatePipelineLead(lead.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [nextAction, setNextAction] = useState(lead.nextActionDate ?? '');

  const change = async (patch: LeadUpdate, done: (reply: PipelineLeadDetail) => string) => {
    setNotice(null);
    setFailure(null);
    try {
      setNotice(done(await update.mutateAsync(patch)));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{sourceText(lead)}</Typography>
        {lead.phone && (
          <Link href={`tel:${lead.phone}`} sx={{ alignSelf: 'flex-start' }}>
            {phoneText(lead.phone)}
          </Link>
        )}
        {lead.email && (
          <Link href={`mailto:${lead.email}`} sx={{ alignSelf: 'flex-start', overflowWrap: 'anywhere' }}>
            {lead.email}
          </Link>
        )}
        {lead.address && <Typography sx={{ overflowWrap: 'anywhere' }}>{lead.address}</Typography>}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Figure label="Received" value={formatCalendarDate(lead.createdDate)} />
          {lead.estimatedValue !== null && <Figure label="Value" value={formatMoney(lead.estimatedValue)} />}
          {lead.loanBalance !== null && <Figure label="Balance" value={formatMoney(lead.loanBalance)} />}
          {lead.dreamRate !== null && <Figure label="Dream rate" value={formatRate(lead.dreamRate)} />}
          {lead.ownerName && <Figure label="Loan officer" value={lead.ownerName} />}
        </Stack>
        {lead.campaign && (
          <Typography variant="body2" color="text.secondary">
            {lead.campaign.clicks === 0
              ? 'Has not clicked the link'
              : lead.campaign.clicks === 1
                ? 'Clicked the link once'
                : `Clicked the link ${lead.campaign.clicks} times`}
            {lead.campaign.repliedAt ? ', replied to the text' : ''}.
          </Typography>
        )}
        {lead.message && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>“{lead.message}”</Typography>
        )}
      </Stack>
      <Divider />
      {notice && <MessageBanner message={{ message: notice, messageType: 'notification' }} />}
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        select
        label="Stage"
        value={lead.stage}
        disabled={update.isPending}
        onChange={(event) =>
          void change(
            { stage: event.target.value as LeadStage },
            (reply) => `Moved to ${leadStageLabels[reply.stage]}.`,
          )
        }
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 240 }}
      >
        {leadStages.map((stage) => (
          <option key={stage} value={stage}>
            {leadStageLabels[stage]}
          </option>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          label="Next action"
          value={nextAction}
          onChange={(event) => setNextAction(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={update.isPending || !nextAction || nextAction === lead.nextActionDate}
            onClick={() =>
              void change(
                { nextActionDate: nextAction },
                (reply) => `Next action set for ${formatCalendarDate(reply.nextActionDate ?? nextAction)}.`,
              )
            }
          >
            Set date
          </Button>
          {lead.nextActionDate && (
            <Button
              disabled={update.isPending}
              onClick={() =>
                void change({ nextActionDate: null }, () => {
                  setNextAction('');
                  return 'Next action cleared.';
                })
              }
            >
              Clear
            </Button>
          )}
        </Stack>
      </Stack>
      <Divider />
      <Typography variant="h6" component="h3">
        Notes
      </Typography>
      {lead.notes.length === 0 ? (
        <Typography color="text.secondary">No notes yet.</Typography>
      ) : (
        <Stack component="ul" aria-label="Notes" spacing={1} sx={{ p: 0, m: 0 }}>
          {lead.notes.map((note) => (
            <Stack component="li" key={note.id} spacing={0.25} sx={{ listStyle: 'none' }}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.body}</Typography>
              <Typography variant="body2" color="text.secondary">
                {note.authorName ?? 'Someone'}, {formatCalendarDate(note.createdDate)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      <NoteForm leadId={lead.id} />
    </Stack>
  );
}
