import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { userAddressesWithPropertyQuery } from '../../../lib/user-addresses';
import { AddressNotificationsForm } from './address-notifications-form';
import { SettingsSection } from './settings-section';

/** Choose one of the saved addresses (GET {user}/user/{userId}/address?type=all), then edit its alerts. */
export function AddressNotifications({ userId }: { userId: string }) {
  const { data: addresses, isError } = useQuery(userAddressesWithPropertyQuery(userId));
  const [chosenId, setChosenId] = useState('');
  const chosen = addresses?.find((address) => address.id === chosenId);
  return (
    <SettingsSection
      title="Address notifications"
      titleId="address-notifications-title"
      loadingWhat="your addresses"
      loading={!addresses && !isError}
      failure={isError ? 'Your addresses could not be loaded. Please try again.' : undefined}
    >
      {addresses && (
        <Stack spacing={3}>
          {addresses.length === 0 ? (
            <Typography>
              No saved addresses yet. Look up your home with{' '}
              <Link component={RouterLink} to="/pmi-removal">
                PMI/MIP Removal
              </Link>{' '}
              and update its loan balance to keep it here.
            </Typography>
          ) : (
            <TextField
              select
              label="Address"
              value={chosenId}
              onChange={(event) => setChosenId(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 560 }}
            >
              <option value="">Choose an address</option>
              {addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.address ?? address.addressId}
                </option>
              ))}
            </TextField>
          )}
          {/* A new form for each address, so it starts from that address's saved settings. */}
          <AddressNotificationsForm key={chosen?.id ?? 'none'} userId={userId} address={chosen} />
        </Stack>
      )}
    </SettingsSection>
  );
}
