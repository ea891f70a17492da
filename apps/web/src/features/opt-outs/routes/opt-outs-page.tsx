import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useAddOptOut } from '../api/add-opt-out';
import { useOptOuts } from '../api/list-opt-outs';
import { useUndoOptOut } from '../api/undo-opt-out';
import { HistoryDialog } from '../components/history-dialog';
import { OptOutSearch } from '../components/opt-out-search';
import { OptOutsTable } from '../components/opt-outs-table';
import { phoneText } from '../components/opt-out-text';
import { LoadFailure } from '../../../components/load-failure';
import { ReasonDialog } from '../components/reason-dialog';
import { LoadMoreButton } from '../../../components/load-more-button';

type Open = { kind: 'history' | 'undo'; phone: string } | { kind: 'add' } | null;

/**
 * /organization/:id/opt-outs: the numbers opted out in the organization, newest first,
 * searched by phone, 25 at a time; each number's history; Undo opt-out only with a reason, and opting a
 * number out by hand. The server allows this to the organization's admins only (and superadmins).
 */
export function OptOutsPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const optOuts = useOptOuts(id, search);
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const undo = useUndoOptOut(id);
  const add = useAddOptOut(id);
  const onSearch = useCallback((digits: string) => setSearch(digits), []);

  const firstLoad = optOuts.isError && !optOuts.data;
  if (firstLoad)
    return (
      <LoadFailure
        error={optOuts.error}
        what="organization"
        back={{ to: '/organizations', label: 'Back to organizations' }}
        onRetry={() => void optOuts.refetch()}
      />
    );

  const pages = optOuts.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.optOuts);
  const organizationName = pages[0]?.organizationName;
  const close = () => setOpen(null);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={`/organization/${encodeURIComponent(id)}`} sx={{ alignSelf: 'flex-start' }}>
        Back to {organizationName ?? 'the organization'}
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            Opt-outs
          </Typography>
          {organizationName && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {organizationName}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={`/organization/${encodeURIComponent(id)}/consent`} variant="text">
            Consent evidence
          </Button>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'add' })}>
            Add opt-out
          </Button>
        </Stack>
      </Stack>
      <Typography>
        No campaign of this organization texts these numbers. Undo an opt-out only when the person asked to hear from
        you again: the reason is kept with your account in the number&apos;s history.
      </Typography>
      {notice && (
        <MessageBanner message={{ message: notice, messageType: 'notification' }} onClose={() => setNotice(null)} />
      )}
      <OptOutSearch onSearch={onSearch} />
      {optOuts.isFetching && !optOuts.isFetchingNextPage && <LinearProgress aria-label="Loading opt-outs" />}
      {optOuts.isError && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <MessageBanner
            message={{
              message: `The opt-outs could not be loaded. ${
                optOuts.error instanceof ApiRequestError ? optOuts.error.message : 'Please try again.'
              }`,
              messageType: 'error',
            }}
          />
          <Button variant="outlined" onClick={() => void optOuts.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {optOuts.data && (
        <OptOutsTable
          optOuts={rows}
          empty={search ? `No opted-out number holds ${search}.` : 'No number is opted out in this organization.'}
          onHistory={(phone) => setOpen({ kind: 'history', phone })}
          onUndo={(phone) => setOpen({ kind: 'undo', phone })}
        />
      )}
      <LoadMoreButton pages={optOuts} variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      {open?.kind === 'history' && (
        <HistoryDialog
          organizationId={id}
          phone={open.phone}
          currentUserId={user?.id}
          onClose={close}
          onUndo={(phone) => setOpen({ kind: 'undo', phone })}
        />
      )}
      {open?.kind === 'undo' && (
        <ReasonDialog
          title={`Undo opt-out of ${phoneText(open.phone)}`}
          intro="Campaigns of this organization will text this number again. Do this only when the person asked to hear from you again, and say how they asked."
          phone={open.phone}
          submitLabel="Undo opt-out"
          pendingLabel="Undoing…"
          submit={(change) => undo.mutateAsync(change)}
          onClose={close}
          onDone={(reply) => {
            close();
            setNotice(`${phoneText(reply.phone)} may be texted again. The reason was recorded in its history.`);
          }}
        />
      )}
      {open?.kind === 'add' && (
        <ReasonDialog
          title="Add opt-out"
          intro="No campaign of this organization will text this number, for example after the person asked by phone or e-mail."
          submitLabel="Opt out"
          pendingLabel="Saving…"
          submit={(change) => add.mutateAsync(change)}
          onClose={close}
          onDone={(reply) => {
            close();
            setNotice(`${phoneText(reply.phone)} is opted out. The reason was recorded in its history.`);
          }}
        />
      )}
    </Stack>
  );
}
