import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertUnsubscribeInfo } from '@roost/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useUnsubscribeInfo } from '../api/get-unsubscribe-info';
import { useUnsubscribe } from '../api/unsubscribe';
import { INVALID_UNSUBSCRIBE_LINK } from '../components/alert-texts';

/**
 * /alerts/unsubscribe?token=… (public): the page an alert e-mail's unsubscribe link opens. It says which
 * alert stops for which address and asks before turning it off; no sign-in, the signed token is enough.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, overflowWrap: 'anywhere' }}>
        {token ? <UnsubscribeLink token={token} /> : <InvalidLink message={INVALID_UNSUBSCRIBE_LINK} />}
      </Paper>
    </Container>
  );
}

/** A link the server refuses (404 not valid, 400 not even shaped like one): its reason is the message. */
const isRefusedLink = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

function UnsubscribeLink({ token }: { token: string }) {
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  if (info.isPending)
    return (
      <Stack spacing={2}>
        <PageTitle>Unsubscribe</PageTitle>
        <LinearProgress aria-label="Loading your unsubscribe link" />
      </Stack>
    );
  if (info.isError) {
    if (isRefusedLink(info.error)) return <InvalidLink message={info.error.message} />;
    return (
      <LoadFailure
        error={info.error}
        what="unsubscribe link"
        back={{ to: '/', label: 'Go to the home page' }}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (unsubscribe.isSuccess) return <Unsubscribed info={unsubscribe.data} />;
  if (!info.data.subscribed) return <AlreadyOff info={info.data} />;

  const { label, email } = info.data;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageTitle>Unsubscribe</PageTitle>
      <Typography variant="h6" component="p">
        Stop “{label}” e-mails to {email}?
      </Typography>
      <Typography>Texts of this alert stop too. Your other alerts keep coming.</Typography>
      {unsubscribe.isError && (
        <MessageBanner
          message={{
            message:
              unsubscribe.error instanceof ApiRequestError
                ? unsubscribe.error.message
                : 'You could not be unsubscribed. Please try again.',
            messageType: 'error',
          }}
        />
      )}
      <Button variant="contained" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </Stack>
  );
}

function Unsubscribed({ info }: { info: AlertUnsubscribeInfo }) {
  return (
    <Stack spacing={2}>
      {/* The button that was pressed is gone: the reader is taken to what happened. */}
      <PageTitle focusOnShow>You are unsubscribed</PageTitle>
      <Typography>
        Done. You will no longer get “{info.label}” e-mails or texts. You can turn it back on in your <SettingsLink />.
      </Typography>
    </Stack>
  );
}

function AlreadyOff({ info }: { info: AlertUnsubscribeInfo }) {
  return (
    <Stack spacing={2}>
      <PageTitle>Already unsubscribed</PageTitle>
      <Typography>
        You already do not get “{info.label}” e-mails or texts at {info.email}. You can turn it back on in your{' '}
        <SettingsLink />.
      </Typography>
    </Stack>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageTitle>Link not valid</PageTitle>
      <MessageBanner message={{ message, messageType: 'error' }} />
      <Button variant="outlined" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}

function SettingsLink() {
  return (
    <Link component={RouterLink} to="/notifications">
      notification settings
    </Link>
  );
}

function PageTitle({ children, focusOnShow = false }: { children: ReactNode; focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Typography
      ref={heading}
      variant="h4"
      component="h1"
      tabIndex={focusOnShow ? -1 : undefined}
      sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
