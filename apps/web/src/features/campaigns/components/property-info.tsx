import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addressFigures,
  formatAddress,
  type AddressParts,
  type CampaignContact,
  type PropertyRecord,
} from '@roost/domain';
import { useId, type ReactNode } from 'react';
import { PropertyLoading } from '../../../components/property-loading';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMoney, todayIsoDate } from '../../../lib/format';
import { contactAddress, useContactProperty } from '../api/get-contact-property';
import { RetryBanner } from './retry-banner';

export const NO_CONTACT_ADDRESS = 'No address for this contact';
export const ADDRESS_NOT_VALUED = 'This address could not be valued.';

/** The contact's property (spec 2.10): estimated value, loan balance, loan-to-value and cash available. */
export function PropertyInfo({ contact }: { contact: CampaignContact }) {
  const headingId = useId();
  const address = contactAddress(contact);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Property
      </Typography>
      {address.kind === 'missing' && <Typography color="text.secondary">{NO_CONTACT_ADDRESS}</Typography>}
      {address.kind === 'unusable' && <Typography color="text.secondary">{ADDRESS_NOT_VALUED}</Typography>}
      {address.kind === 'usable' && (
        <PropertyFigures addressKey={address.key} parts={address.parts} zip={contact.zip} />
      )}
    </Stack>
  );
}

function PropertyFigures({ addressKey, parts, zip }: { addressKey: string; parts: AddressParts; zip: string | null }) {
  const { data: record, isPending, isError, error, refetch } = useContactProperty(addressKey, parts);
  return (
    <>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{formatAddress({ ...parts, zip })}</Typography>
      {isPending && <PropertyLoading />}
      {isError &&
        (error instanceof ApiRequestError && error.status === 404 ? (
          <Typography color="text.secondary">{ADDRESS_NOT_VALUED}</Typography>
        ) : (
          <RetryBanner
            error={error}
            fallback="The property information could not be loaded."
            onRetry={() => void refetch()}
          />
        ))}
      {record && <Figures record={record} />}
    </>
  );
}

/** The consumer site's four figures and rules: balance 0 when none is on record, 80% loan-to-value. */
function Figures({ record }: { record: PropertyRecord }) {
  // The same whole-dollar figures as the consumer site's summary strip.
  const {
    value,
    balance,
    loanToValuePercent: loanToValue,
    cashAvailable,
  } = addressFigures(record, record.loanBalance ?? 0, todayIsoDate());
  if (value <= 0) return <Typography color="text.secondary">{ADDRESS_NOT_VALUED}</Typography>;
  return (
    <>
      <Box
        component="dl"
        aria-label="Property information"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        <Figure label="Estimated Value">{formatMoney(value)}</Figure>
        <Figure label="Est. Loan Balance">{formatMoney(balance)}</Figure>
        <Figure label="Est. Loan to Value">{loanToValue === undefined ? 'Not available' : `${loanToValue}%`}</Figure>
        <Figure label="Est. Cash/Equity Available">{formatMoney(cashAvailable)}</Figure>
      </Box>
      {record.source === 'sample' && (
        <Chip label="Sample data" size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
