import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { UserRecord } from '@roost/domain';
import { Link as RouterLink } from 'react-router';

/** How alerts reach the person: always by e-mail; by text only with their consent to text updates. */
export function AlertDeliveryNote({ user }: { user: UserRecord }) {
  const texts = user.textUpdates && user.phone;
  return (
    <Alert severity="info" role="note">
      Alerts are sent by e-mail to {user.email}.{' '}
      {texts ? (
        <>You agreed to text updates on your profile, so we also text them to {user.phone}.</>
      ) : (
        <>
          We text them only to people who agreed to text updates on their{' '}
          <Link component={RouterLink} to="/profile">
            profile
          </Link>
          {user.textUpdates ? ' and gave a cell number.' : '.'}
        </>
      )}
    </Alert>
  );
}
