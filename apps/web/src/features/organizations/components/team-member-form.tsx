import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { teamMessages, type TeamUser, type TeamUserRequest } from '@roost/domain';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useSaveTeamUser } from './use-save-team-user';
import { editableMemberRole, memberRoleOptions } from './team-roles';

interface TeamMemberFormProps {
  /** The team the member joins or is in. */
  teamId: string;
  /** The member being edited; a new one is added when left out. */
  member?: TeamUser | undefined;
  /** The form's accessible name. */
  label: string;
  onSaved: (member: TeamUser) => void;
  onCancel: () => void;
  /** Wraps the fields and the buttons apart (a dialog's content and actions); side by side otherwise. */
  layout?: (fields: ReactNode, actions: ReactNode) => ReactNode;
}

const fields = ['name', 'email', 'phone', 'role', 'canText', 'meta'] as const;

function initialValues(teamId: string, member: TeamUser | undefined): TeamUserRequest {
  return {
    teamId,
    role: member ? editableMemberRole(member.role) : 'Loanofficer',
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    canText: member?.canText ?? true,
    meta: member?.meta ?? '',
  };
}

/**
 * The team member form (spec 2.7, section 5): Name, Email, Phone Number (all required), Role, Can
 * text and the license number (meta). Every failing field says why beside itself. The e-mail names
 * the person's account, so it cannot change once they are added.
 */
export function TeamMemberForm({ teamId, member, label, onSaved, onCancel, layout }: TeamMemberFormProps) {
  const { form, onSubmit, failure } = useSaveTeamUser({
    existing: member,
    initialValues: initialValues(teamId, member),
    fields,
    messages: {
      saved: teamMessages.savedTeamMember,
      updated: teamMessages.updatedTeamMember,
      failed: teamMessages.errorLoanOfficer,
    },
    onSaved,
  });
  const { isSubmitting } = form.formState;

  const formFields = (
    <Stack spacing={2}>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="name" label="Name" kind="name" />
      {member ? (
        <TextField
          label="Email"
          value={member.email}
          helperText="The e-mail cannot change: remove the member and add them again."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      ) : (
        <FormTextField form={form} name="email" label="Email" kind="email" />
      )}
      <FormTextField form={form} name="phone" label="Phone Number" kind="phone" />
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Role"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ select: { native: true } }}
          >
            {memberRoleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="canText"
        render={({ field }) => (
          <FormControlLabel
            label="Can text"
            control={
              <Switch
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      <FormTextField form={form} name="meta" label="License number" />
    </Stack>
  );
  const actions = (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {layout ? (
        layout(formFields, actions)
      ) : (
        <Stack spacing={3}>
          {formFields}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        </Stack>
      )}
    </form>
  );
}
