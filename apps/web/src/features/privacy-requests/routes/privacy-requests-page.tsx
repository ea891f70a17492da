import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRIVACY_RESPONSE_DAYS, type PrivacyRequest } from '@roost/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { MessageBanner } from '../../../components/message-banner';
import { saveJsonFile } from '../../../lib/save-json-file';
import { useCreatePrivacyRequest } from '../api/create-privacy-request';
import { useErasePrivacyRequest } from '../api/erase-privacy-request';
import { useExportPrivacyRequest } from '../api/export-privacy-request';
import { usePrivacyRequests } from '../api/list-privacy-requests';
import { NewRequestDialog } from '../components/new-request-dialog';
import { PrivacyRequestsTable } from '../components/privacy-requests-table';

type Notice = { message: string; messageType: 'notification' | 'error' } | null;

/**
 * /organization/:id/privacy-requests: campaign contacts' requests to know or to delete what the organization holds
 * about them, each with its 45-day due date and the days left; the data is downloaded as JSON or erased (opt-outs
 * stay, as a number nobody can read back). The server allows this to the organization's admins only (and superadmins).
 */
export function PrivacyRequestsPage() {
  const { id = '' } = useParams();
  const requests = usePrivacyRequests(id);
  const create = useCreatePrivacyRequest(id);
  const download = useExportPrivacyRequest(id);
  const erase = useErasePrivacyRequest(id);
  const [adding, setAdding] = useState(false);
  const [erasing, setErasing] = useState<PrivacyRequest | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (requests.isError && !requests.data)
    return (
      <LoadFailure
        error={requests.error}
        what="organization"
        back={{ to: '/organizations', label: 'Back to organizations' }}
        onRetry={() => void requests.refetch()}
      />
    );

  const organizationName = requests.data?.organizationName;
  const busyId = download.isPending ? (download.variables ?? null) : erase.isPending ? (erase.variables ?? null) : null;
  const onDownload = (request: PrivacyRequest) => {
    setNotice(null);
    download.mutate(request.id, {
      onSuccess: (data) => saveJsonFile(`privacy-request-${request.receivedDate}.json`, data),
      onError: (error) => setNotice({ message: error.message, messageType: 'error' }),
    });
  };
  const onErase = () => {
    if (!erasing) return;
    erase.mutate(erasing.id, {
      onSuccess: () => {
        setErasing(null);
        setNotice({
          message: `The data of ${erasing.identifier} was erased. Its opt-out is kept so the number is never texted again.`,
          messageType: 'notification',
        });
      },
      onError: (error) => {
        setErasing(null);
        setNotice({ message: error.message, messageType: 'error' });
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={`/organization/${encodeURIComponent(id)}`} sx={{ alignSelf: 'flex-start' }}>
        Back to {organizationName || 'the organization'}
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            Privacy requests
          </Typography>
          {organizationName && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {organizationName}
            </Typography>
          )}
        </div>
        <Button variant="contained" onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
          New request
        </Button>
      </Stack>
      <Typography>
        A campaign contact may ask to know what this organization holds about them, or to have it deleted. Answer within{' '}
        {PRIVACY_RESPONSE_DAYS} days of receiving the request: download their data to send it, or erase it.
      </Typography>
      {notice && <MessageBanner message={notice} onClose={() => setNotice(null)} />}
      {(requests.isFetching || download.isPending || erase.isPending) && (
        <LinearProgress aria-label={download.isPending ? 'Preparing the data' : 'Loading privacy requests'} />
      )}
      {requests.data && (
        <PrivacyRequestsTable
          requests={requests.data.results}
          busyId={busyId}
          onDownload={onDownload}
          onErase={setErasing}
        />
      )}
      {adding && (
        <NewRequestDialog
          submit={(request) => create.mutateAsync(request)}
          onClose={() => setAdding(false)}
          onDone={(request) => {
            setAdding(false);
            setNotice({
              message: `The request was recorded. Answer it by ${request.dueDate}.`,
              messageType: 'notification',
            });
          }}
        />
      )}
      <ConfirmDialog
        open={erasing !== null}
        title={`Erase the data of ${erasing?.identifier ?? ''}?`}
        busy={erase.isPending}
        onConfirm={onErase}
        onCancel={() => setErasing(null)}
      >
        Their details are cleared from every campaign of this organization and the texts with them are removed. Their
        opt-out is kept in a form nobody can read back, so they are never texted again. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
