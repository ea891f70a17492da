import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { teamMessages, zipListOf, type PartnerRole, type TeamUser, type TeamUserRequest } from '@roost/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useSaveTeamUser } from './use-save-team-user';
import { partnerKinds } from './team-roles';
import { ZipCodeList } from './zip-code-list';

export type PartnerDialogState = { role: PartnerRole; partner?: TeamUser } | null;

interface PartnerFormDialogProps {
  /** The loan officer's team-user id, the partner's parentId. */
  loanOfficerId: string;
  /** What is being added or edited; closed when null. */
  state: PartnerDialogState;
  onClose: () => void;
  onSaved: (partner: TeamUser) => void;
}

const fields = ['name', 'email', 'phone', 'meta'] as const;

/**
 * A loan officer's assistant, realtor or solar partner (spec 2.8): Name and Email required, phone
 * optional; a realtor's ZIP codes, newest first, go to meta as a comma list.
 */
export function PartnerFormDialog({ state, onClose, ...props }: PartnerFormDialogProps) {
  const titleId = useId();
  const kind = partnerKinds.find((candidate) => candidate.role === state?.role);
  const title = `${state?.partner ? 'Edit' : 'Add'} ${kind?.label ?? 'Partner'}`;
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {state && (
        <PartnerForm key={state.partner?.id ?? state.role} title={title} state={state} onClose={onClose} {...props} />
      )}
    </Dialog>
  );
}

function initialValues(loanOfficerId: string, role: PartnerRole, partner: TeamUser | undefined): TeamUserRequest {
  return {
    parentId: loanOfficerId,
    role,
    name: partner?.name ?? '',
    email: partner?.email ?? '',
    phone: partner?.phone ?? '',
    canText: partner?.canText ?? true,
    meta: partner?.meta ?? '',
  };
}

function PartnerForm({
  loanOfficerId,
  state: { role, partner },
  title,
  onClose,
  onSaved,
}: Omit<PartnerFormDialogProps, 'state'> & { state: NonNullable<PartnerDialogState>; title: string }) {
  const { form, onSubmit, failure } = useSaveTeamUser({
    existing: partner,
    initialValues: initialValues(loanOfficerId, role, partner),
    fields,
    messages: {
      saved: teamMessages.savedLoanOfficer,
      updated: teamMessages.updatedLoanOfficer,
      failed: teamMessages.errorLoanOfficer,
    },
    onSaved,
  });
  const { isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
          <FormTextField form={form} name="name" label="Name" kind="name" />
          {partner ? (
            <TextField
              label="Email"
              value={partner.email}
              helperText="The e-mail cannot change: remove this person and add them again."
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ) : (
            <FormTextField form={form} name="email" label="Email" kind="email" />
          )}
          <FormTextField form={form} name="phone" label="Phone (optional)" kind="phone" />
          {role === 'realtor' && (
            <Controller
              control={form.control}
              name="meta"
              render={({ field, fieldState }) => (
                <ZipCodeList
                  zipCodes={zipListOf(field.value)}
                  onChange={(zipCodes) => field.onChange(zipCodes.join(','))}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
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
