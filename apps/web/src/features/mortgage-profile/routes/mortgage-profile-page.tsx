import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserMortgage } from '@roost/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useUserMortgages } from '../../../lib/user-mortgages';
import { useCreateMortgage } from '../api/create-mortgage';
import { useDeleteMortgage } from '../api/delete-mortgage';
import { useUpdateMortgage } from '../api/update-mortgage';
import { EditMortgageDialog } from '../components/edit-mortgage-dialog';
import { MortgageCard } from '../components/mortgage-card';
import { MortgageForm } from '../components/mortgage-form';
import { emptyMortgageForm } from '../components/mortgage-form-values';

/** Spec 2.4's Cancel goes to /estimator, which is not a page: the profile is where the person came from. */
export const MORTGAGE_CANCEL_PATH = '/profile';

/** /profile/mortgage (private, spec 2.4): the person's saved mortgages, and a form to add one. */
export function MortgageProfilePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <LinearProgress aria-label="Loading your mortgages" />;
  return <MortgageProfile userId={user.id} />;
}

function MortgageProfile({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const showMessage = useSnackbar();
  const { data: mortgages, isError } = useUserMortgages(userId);
  const create = useCreateMortgage(userId);
  const update = useUpdateMortgage(userId);
  const remove = useDeleteMortgage(userId);
  const [editing, setEditing] = useState<UserMortgage | null>(null);
  // Kept after the question closes, so its words do not change while it fades out.
  const [deleting, setDeleting] = useState<UserMortgage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
      showMessage({ message: `Deleted “${deleting.reportTitle}”.`, messageType: 'notification' });
    } catch (error) {
      setDeleteFailure(
        `Error deleting “${deleting.reportTitle}”. ${error instanceof ApiRequestError ? error.message : 'Please try again.'}`,
      );
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        My Mortgages
      </Typography>
      <Typography color="text.secondary">
        Keep your mortgages here. Their real rate and balance replace our estimates on every tool for their address.
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="saved-mortgages-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h5" component="h2" id="saved-mortgages-title" gutterBottom>
          Saved mortgages
        </Typography>
        <Stack spacing={2}>
          {deleteFailure && <MessageBanner message={{ message: deleteFailure, messageType: 'error' }} />}
          {isError && (
            <MessageBanner
              message={{ message: 'Your mortgages could not be loaded. Please try again.', messageType: 'error' }}
            />
          )}
          {!mortgages && !isError && <LinearProgress aria-label="Loading your mortgages" />}
          {mortgages?.length === 0 && <Typography>No mortgages saved yet. Add one below.</Typography>}
          {mortgages && mortgages.length > 0 && (
            <Stack component="ul" spacing={2} aria-labelledby="saved-mortgages-title" sx={{ p: 0, m: 0 }}>
              {mortgages.map((mortgage) => (
                <MortgageCard
                  key={mortgage.id}
                  mortgage={mortgage}
                  onEdit={() => setEditing(mortgage)}
                  onDelete={() => {
                    setDeleting(mortgage);
                    setConfirming(true);
                  }}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="add-mortgage-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" id="add-mortgage-title" gutterBottom>
          Add a mortgage
        </Typography>
        <MortgageForm
          label="Add a mortgage"
          initialValues={emptyMortgageForm}
          onSave={async (mortgage) => {
            const saved = await create.mutateAsync(mortgage);
            showMessage({ message: `Saved “${saved.reportTitle}”.`, messageType: 'notification' });
            return true;
          }}
          onCancel={() => void navigate(MORTGAGE_CANCEL_PATH)}
        />
      </Paper>
      <EditMortgageDialog
        mortgage={editing}
        onClose={() => setEditing(null)}
        onSave={async (mortgage) => {
          const saved = await update.mutateAsync({ id: editing!.id, mortgage });
          showMessage({ message: `Saved “${saved.reportTitle}”.`, messageType: 'notification' });
          setEditing(null);
          return false;
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={`Are you sure you want to delete “${deleting?.reportTitle ?? ''}”?`}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {deleting
          ? `Its figures will no longer replace our estimates for ${deleting.address}, ${deleting.city}.`
          : undefined}
      </ConfirmDialog>
    </Stack>
  );
}
