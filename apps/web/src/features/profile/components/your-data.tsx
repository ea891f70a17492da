import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { setCurrentUser } from '../../../lib/current-user';
import { saveJsonFile } from '../../../lib/save-json-file';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountData } from '../api/download-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileSection } from './profile-section';

/**
 * The person's privacy rights on their own account: a copy of everything held about them (a JSON file), and
 * deleting the account. After a deletion they go home, and only then are forgotten (on a private page the access
 * check would send them to the login page).
 */
export function YourData({ userId }: { userId: string }) {
  const download = useDownloadAccountData(userId);
  const erase = useDeleteAccount(userId);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showMessage = useSnackbar();

  const leave = async () => {
    setDeleting(false);
    showMessage({ message: 'Your account has been deleted', messageType: 'notification' });
    await navigate('/');
    queryClient.removeQueries({ queryKey: ['user'] });
    setCurrentUser(queryClient, null);
  };

  const onDownload = () =>
    download.mutate(undefined, { onSuccess: (data) => saveJsonFile('roost-my-data.json', data) });

  return (
    <ProfileSection title="Your data" titleId="your-data-title" loadingWhat="your data" loading={false}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          Download a copy of everything we hold about you, or delete your account. We answer the same requests by e-mail
          within 45 days.
        </Typography>
        {download.isError && <MessageBanner message={{ message: download.error.message, messageType: 'error' }} />}
        {download.isPending && <LinearProgress aria-label="Preparing your data" sx={{ alignSelf: 'stretch' }} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignSelf: 'stretch' }}>
          <Button variant="outlined" onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? 'Preparing…' : 'Download your data'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Stack>
      </Stack>
      {deleting && (
        <DeleteAccountDialog
          submit={(confirmation) => erase.mutateAsync(confirmation)}
          onClose={() => setDeleting(false)}
          onDone={() => void leave()}
        />
      )}
    </ProfileSection>
  );
}
