import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import {
  OPT_OUT_SENTENCE,
  TEMPLATE_SEGMENT_WARNING,
  templateLengthEstimate,
  templatePlaceholderLabels,
  templatePlaceholders,
  templateRequestSchema,
  withOptOutSentence,
  type Template,
} from '@roost/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { useSaveTemplate } from '../api/save-template';

type TemplateForm = z.input<typeof templateRequestSchema>;
type TemplateValues = z.output<typeof templateRequestSchema>;

interface TemplateFormDialogProps {
  open: boolean;
  /** The template being edited; a new one when undefined. */
  template?: Template;
  onClose: () => void;
}

/** Admins add or edit a message template: name, description, message with its placeholders, rate. */
export function TemplateFormDialog({ open, template, onClose }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <TemplateFormBody template={template} onClose={onClose} />}
    </Dialog>
  );
}

function TemplateFormBody({ template, onClose }: Omit<TemplateFormDialogProps, 'open'>) {
  const titleId = useId();
  const title = template ? 'Edit Template' : 'Add Template';
  const save = useSaveTemplate();
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TemplateForm, unknown, TemplateValues>({
    resolver: zodResolver(templateRequestSchema),
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      body: template?.body ?? '',
      rate: template?.rate ?? 0.05,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: template?.id, template: values });
      showMessage({ message: template ? 'Template updated' : 'Template added', messageType: 'notification' });
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['name', 'description', 'body', 'rate']));
    }
  });
  return (
    <form aria-labelledby={titleId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
          <TextField label="Name" required {...form.register('name')} {...fieldState(errors.name)} />
          <TextField
            label="Description"
            required
            {...form.register('description')}
            {...fieldState(errors.description)}
          />
          <TextField
            label="Message"
            required
            multiline
            minRows={4}
            {...form.register('body')}
            {...fieldState(errors.body)}
          />
          <BodyLength body={form.watch('body')} />
          <div>
            <Typography variant="body2" id={`${titleId}-placeholders`}>
              Placeholders:
            </Typography>
            <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
              {templatePlaceholders.map((name) => (
                <li key={name}>
                  <code>{`{{${name}}}`}</code> {templatePlaceholderLabels[name]}
                </li>
              ))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Give a placeholder a fallback after a bar, read when a contact has no value for it:{' '}
              <code>{'{{firstName|there}}'}</code>, <code>{'{{streetAddress|your home}}'}</code>. A contact with no
              value for a placeholder without a fallback is left out of the campaign. When the message does not say
              STOP, &quot;{OPT_OUT_SENTENCE}&quot; is added at its end.
            </Typography>
          </div>
          <TextField
            label="Rate (dollars per record)"
            type="number"
            slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100 } }}
            {...form.register('rate', { valueAsNumber: true })}
            {...fieldState(errors.rate)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The message's length with long names and addresses (or the fallbacks where longer) and a link of the real
 * length: a warning past two segments (long texts cost more and carriers filter them more), and the opt-out
 * sentence the save will add.
 */
function BodyLength({ body }: { body: string }) {
  if (!body.trim()) return null;
  const estimate = templateLengthEstimate(body, location.origin);
  const addsOptOut = withOptOutSentence(body) !== body;
  return (
    <>
      {addsOptOut && (
        <Typography variant="body2" color="text.secondary">
          &quot;{OPT_OUT_SENTENCE}&quot; will be added at the end.
        </Typography>
      )}
      {estimate.segments > TEMPLATE_SEGMENT_WARNING && (
        <Alert severity="warning">
          With long names and addresses this message takes {estimate.segments} segments ({estimate.characters}{' '}
          characters, {estimate.encoding}): each segment is paid for, and carriers filter long messages more often.
        </Alert>
      )}
    </>
  );
}
