import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { teamMessages, teamRequestSchema, type Team, type TeamRequest } from '@roost/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { saveFailure } from './save-failure';

type TeamKind = 'Organization' | 'Branch';

interface TeamFormDialogProps {
  open: boolean;
  kind: TeamKind;
  /** The dialog's title and the form's name: 'Add Organization', 'New Branch', 'Edit Branch'. */
  title: string;
  /** The team being edited; a new one is made when left out. */
  team?: Team | undefined;
  /** A branch's organization choices. */
  organizations?: readonly Team[];
  /** The organization chosen at first for a new branch. */
  organizationId?: string | undefined;
  onClose: () => void;
}

const fields = ['name', 'description', 'address', 'city', 'state', 'zipCode', 'parentId'] as const;

/**
 * The organization form and the team (branch) form: name, description, address, city, state, ZIP,
 * and for a branch its organization. Save closes and reloads; a failure keeps what was typed.
 */
export function TeamFormDialog({ open, onClose, title, ...props }: TeamFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && <TeamForm title={title} onClose={onClose} {...props} />}
    </Dialog>
  );
}

function initialValues(kind: TeamKind, team: Team | undefined, organizationId: string | undefined): TeamRequest {
  return {
    type: kind,
    name: team?.name ?? '',
    description: team?.description ?? '',
    address: team?.address ?? '',
    city: team?.city ?? '',
    state: team?.state ?? '',
    zipCode: team?.zipCode ?? '',
    ...(kind === 'Branch' ? { parentId: team?.parentId ?? organizationId ?? '' } : {}),
  };
}

function TeamForm({
  kind,
  title,
  team,
  organizations = [],
  organizationId,
  onClose,
}: Omit<TeamFormDialogProps, 'open'>) {
  const form = useForm({
    resolver: zodResolver(teamRequestSchema),
    defaultValues: initialValues(kind, team, organizationId),
    mode: 'onTouched',
  });
  const createTeam = useCreateTeam();
  const updateTeam = useUpdateTeam();
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const isOrganization = kind === 'Organization';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (team) await updateTeam.mutateAsync({ id: team.id, team: values });
      else await createTeam.mutateAsync(values);
      const saved = isOrganization
        ? teamMessages.savedOrganization
        : team
          ? teamMessages.updatedTeam
          : teamMessages.savedTeam;
      showMessage({ message: saved, messageType: 'notification' });
      onClose();
    } catch (error) {
      const label = isOrganization ? teamMessages.errorOrganization : teamMessages.errorTeam;
      setFailure(saveFailure(label, error, form.setError, fields));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
          {!isOrganization && (
            <Controller
              control={form.control}
              name="parentId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Organization"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  inputRef={field.ref}
                  // A branch stays in its organization (the server refuses a move).
                  disabled={Boolean(team)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Choose an organization</option>
                  {organizations.map((organization) => (
                    <option key={organization.id} value={organization.id}>
                      {organization.name}
                    </option>
                  ))}
                </TextField>
              )}
            />
          )}
          <FormTextField form={form} name="name" label="Name" autoFocus={isOrganization} />
          <FormTextField form={form} name="description" label="Description (optional)" multiline minRows={2} />
          <FormTextField form={form} name="address" label="Address" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField form={form} name="city" label="City" sx={{ flex: 2 }} />
            <FormTextField form={form} name="state" label="State" sx={{ flex: 1 }} />
            <FormTextField form={form} name="zipCode" label="Zip Code" sx={{ flex: 1 }} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}
