import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { OWN_CLIENT, type Campaign } from '@roost/domain';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useTemplates } from '../api/list-templates';
import { useUpdateCampaign } from '../api/update-campaign';
import { NOT_YOURS_TO_CHANGE } from './campaign-actions';
import { formatRate } from './campaign-format';
import { TimelineFields, type TimelineField, type TimelineValue } from './timeline-fields';
import { timelineProblem } from './wizard/wizard-steps';

/** A paid campaign whose texts have not started: its schedule and template may still change, at no charge. */
export const canChangePlan = (campaign: Campaign) => campaign.status === 'new' && campaign.totalSent === 0;

/**
 * 'Change schedule or template' on the campaign page, while nothing has been sent: the wizard's timeline
 * fields and checks, and the templates that cost no more per record than the one paid for. Saving charges
 * nothing; once the campaign has started the server refuses (409) and the dialog says why.
 */
export function ChangePlan({ campaign, onSaved }: { campaign: Campaign; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  if (!canChangePlan(campaign)) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Change schedule or template
      </Button>
      {open && (
        <ChangePlanDialog
          campaign={campaign}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      )}
    </>
  );
}

function ChangePlanDialog({
  campaign,
  onClose,
  onSaved,
}: {
  campaign: Campaign;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const update = useUpdateCampaign();
  const { data: templates } = useTemplates();
  const [value, setValue] = useState<TimelineValue>({
    messagesPerDay: String(campaign.messagesPerDay || ''),
    daysOfWeek: campaign.daysOfWeek ?? '',
    startDate: campaign.startDate ?? '',
    endDate: campaign.endDate ?? '',
  });
  const [templateId, setTemplateId] = useState(campaign.templateId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const paidWith = templates?.find((template) => template.id === campaign.templateId);
  const offered = templates?.filter((template) => template.client === OWN_CLIENT) ?? [];

  const change = (field: TimelineField, next: string) => {
    setProblem(null);
    setValue((current) => ({ ...current, [field]: next }));
  };

  function save() {
    update.reset();
    const found = timelineProblem(value);
    setProblem(found);
    if (found) return;
    update.mutate(
      { id: campaign.id, change: { ...value, ...(templateId ? { templateId } : {}) } },
      { onSuccess: onSaved },
    );
  }

  const failure = update.error;
  const failureText =
    failure instanceof ApiRequestError && failure.status === 404
      ? NOT_YOURS_TO_CHANGE
      : failure instanceof ApiRequestError
        ? failure.message
        : 'The campaign could not be changed.';
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Change schedule or template</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Nothing has been sent yet, so you can move the dates, days and texts per day, or pick another template at
            the same rate or lower. You are not charged again.
          </Typography>
          <TextField
            select
            label="Template"
            value={offered.some((template) => template.id === templateId) ? templateId : ''}
            onChange={(event) => setTemplateId(event.target.value)}
            helperText={paidWith ? `Paid at ${formatRate(paidWith.rate)}` : undefined}
          >
            {offered.map((template) => {
              const dearer = paidWith !== undefined && template.rate > paidWith.rate;
              return (
                <MenuItem key={template.id} value={template.id} disabled={dearer}>
                  {template.name} · {formatRate(template.rate)}
                  {dearer ? ' (costs more)' : ''}
                </MenuItem>
              );
            })}
          </TextField>
          <TimelineFields value={value} onChange={change} contacts={campaign.totalContacts} />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failureText}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button onClick={save} variant="contained" disabled={update.isPending}>
          Save changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
