import DialogContentText from '@mui/material/DialogContentText';
import { teamMessages, type Team } from '@roost/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteTeam } from '../api/delete-team';

/**
 * Deleting a team: 'Are you sure you want to delete the team?' (No/Yes). When the server says it
 * still has branches or members (409), a second question offers to delete them all with it.
 */
export function DeleteTeamDialogs({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const deleteTeam = useDeleteTeam();
  const showMessage = useSnackbar();
  const [cascadeReason, setCascadeReason] = useState<string | null>(null);

  const close = () => {
    setCascadeReason(null);
    onClose();
  };
  const remove = async (cascade: boolean) => {
    if (!team) return;
    try {
      await deleteTeam.mutateAsync({ team, cascade });
      showMessage({ message: `${team.name} was deleted`, messageType: 'notification' });
      close();
    } catch (error) {
      if (!cascade && error instanceof ApiRequestError && error.status === 409) {
        setCascadeReason(error.message || teamMessages.teamHasMembers);
        return;
      }
      showMessage({
        message: error instanceof ApiRequestError ? error.message : 'The team could not be deleted. Please try again.',
        messageType: 'error',
      });
      close();
    }
  };

  return (
    <>
      <ConfirmDialog
        open={team !== null && cascadeReason === null}
        title={teamMessages.confirmDeleteTeam}
        busy={deleteTeam.isPending}
        onConfirm={() => void remove(false)}
        onCancel={close}
      >
        {team ? `${team.name} will be deleted.` : undefined}
      </ConfirmDialog>
      <ConfirmDialog
        open={team !== null && cascadeReason !== null}
        title={`Delete ${team?.name ?? 'the team'} with its members and branches?`}
        busy={deleteTeam.isPending}
        onConfirm={() => void remove(true)}
        onCancel={close}
      >
        <DialogContentText>{cascadeReason}</DialogContentText>
        <DialogContentText>
          Yes deletes the team together with all its branches and members. People listed only here lose access to the
          workspace. This cannot be undone.
        </DialogContentText>
      </ConfirmDialog>
    </>
  );
}
