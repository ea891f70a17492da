import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserAddress } from '@roost/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { MoneyField } from '../../../components/money-field';
import { useSnackbar } from '../../../components/snackbar';
import { fieldState } from '../../../lib/form-errors';
import { useSaveAddressNotifications } from '../api/save-address-notifications';
import { notificationMessages } from './notification-messages';
import { NotificationGroup, SwitchField } from './notification-group';
import { addressFormValues, addressNotificationsFormSchema } from './notification-form-values';
import { saveFailure } from './save-failure';

const fields = [
  'removeMortgageInsurance',
  'propertyIncrease',
  'propertyIncreaseActive',
  'propertyCash',
  'propertyCashActive',
  'propertyEquity',
  'propertyEquityActive',
] as const;

interface AddressNotificationsFormProps {
  userId: string;
  /** The chosen address; none yet: everything waits, and Save says why. */
  address: UserAddress | undefined;
}

/**
 * Spec 2.3, address notifications: remove mortgage insurance, and property increase (%), cash ($) and
 * equity ($ a month), each with its Active switch. Save stays disabled until an address is chosen.
 */
export function AddressNotificationsForm({ userId, address }: AddressNotificationsFormProps) {
  const form = useForm({
    resolver: zodResolver(addressNotificationsFormSchema),
    defaultValues: addressFormValues(address),
    mode: 'onTouched',
  });
  const save = useSaveAddressNotifications(userId);
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const none = !address;

  const onSubmit = form.handleSubmit(async (settings) => {
    if (!address) return;
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: address.id, settings });
      form.reset(addressFormValues(saved));
      showMessage({ message: notificationMessages.addressSaved, messageType: 'notification' });
    } catch (error) {
      setFailure(saveFailure(error, notificationMessages.addressSaveFailed, form.setError, fields));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Address notifications">
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <div>
        <SwitchField
          control={form.control}
          name="removeMortgageInsurance"
          label="Remove mortgage insurance"
          disabled={none}
        />
        <Typography variant="body2" color="text.secondary">
          Tell me when this home&apos;s loan may qualify to have its mortgage insurance (PMI or MIP) removed.
        </Typography>
      </div>
      <NotificationGroup
        title="Property increase"
        description="Tell me when this home's estimated value has gone up by this percent."
        control={form.control}
        activeName="propertyIncreaseActive"
        disabled={none}
      >
        <TextField
          label="Percent"
          disabled={none}
          {...form.register('propertyIncrease')}
          {...fieldState(errors.propertyIncrease)}
          sx={{ maxWidth: { sm: 220 } }}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 10 },
          }}
        />
      </NotificationGroup>
      <NotificationGroup
        title="Property cash"
        description="Tell me when the cash I could take out of this home reaches this amount."
        control={form.control}
        activeName="propertyCashActive"
        disabled={none}
      >
        <Controller
          control={form.control}
          name="propertyCash"
          render={({ field, fieldState: state }) => (
            <MoneyField
              label="Amount"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={none}
              {...fieldState(state.error)}
              sx={{ maxWidth: { sm: 220 } }}
            />
          )}
        />
      </NotificationGroup>
      <NotificationGroup
        title="Property equity"
        description="Tell me when my equity in this home grows by at least this much in a month."
        control={form.control}
        activeName="propertyEquityActive"
        disabled={none}
      >
        <Controller
          control={form.control}
          name="propertyEquity"
          render={({ field, fieldState: state }) => (
            <MoneyField
              label="Dollars per month"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={none}
              {...fieldState(state.error)}
              sx={{ maxWidth: { sm: 220 } }}
            />
          )}
        />
      </NotificationGroup>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={none || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
        {none && <Typography color="text.secondary">{notificationMessages.selectAddress}</Typography>}
      </Stack>
    </Stack>
  );
}
