import { teamMessages, type TeamUser } from '@roost/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteTeamUser } from '../api/delete-team-user';

/** 'Are you sure you want to delete the team user?' (No/Yes), then the member or partner is removed. */
export function DeleteTeamUserDialog({ teamUser, onClose }: { teamUser: TeamUser | null; onClose: () => void }) {
  const deleteTeamUser = useDeleteTeamUser();
  const showMessage = useSnackbar();
  const remove = async () => {
    if (!teamUser) return;
    try {
      await deleteTeamUser.mutateAsync(teamUser);
      showMessage({ message: `${teamUser.name} was removed`, messageType: 'notification' });
    } catch (error) {
      showMessage({
        message:
          error instanceof ApiRequestError ? error.message : 'The team user could not be removed. Please try again.',
        messageType: 'error',
      });
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={teamUser !== null}
      title={teamMessages.confirmDeleteTeamUser}
      busy={deleteTeamUser.isPending}
      onConfirm={() => void remove()}
      onCancel={onClose}
    >
      {teamUser ? `${teamUser.name} (${teamUser.email}) will be removed from ${teamUser.teamName}.` : undefined}
    </ConfirmDialog>
  );
}
