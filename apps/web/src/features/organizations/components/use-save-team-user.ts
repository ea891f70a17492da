import { teamUserRequestSchema, type TeamUser, type TeamUserRequest } from '@roost/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { useCreateTeamUser } from '../api/create-team-user';
import { useUpdateTeamUser } from '../api/update-team-user';
import { saveFailure } from './save-failure';

/**
 * The form of a team member or partner and its save: adds a new one or updates `existing`, shows the
 * spec's success banner and, on failure, its error banner with the server's reason (field messages
 * beside their fields). The form keeps what was typed.
 */
export function useSaveTeamUser(options: {
  existing: TeamUser | undefined;
  initialValues: TeamUserRequest;
  fields: readonly Path<TeamUserRequest>[];
  messages: { saved: string; updated: string; failed: string };
  onSaved: (saved: TeamUser) => void;
}) {
  const { existing, fields, messages, onSaved } = options;
  const form = useForm({
    resolver: zodResolver(teamUserRequestSchema),
    defaultValues: options.initialValues,
    mode: 'onTouched',
  });
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = existing
        ? await update.mutateAsync({ id: existing.id, update: values })
        : await create.mutateAsync(values);
      showMessage({ message: existing ? messages.updated : messages.saved, messageType: 'notification' });
      onSaved(saved);
    } catch (error) {
      setFailure(saveFailure(messages.failed, error, form.setError, fields));
    }
  });
  return { form, onSubmit, failure };
}
