import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { AddressBar } from '../../../components/address-bar';
import { AddressRecordFlow } from '../../../components/address-record-flow';
import { DreamRateForm, type RequestLead } from '../components/dream-rate-form';
import { SearchHero } from '../components/search-hero';

export interface DreamRatePageProps {
  requestLead: RequestLead;
  /** Whether a lead is on its way (the button waits). */
  sending: boolean;
}

/** /dream-rate (the rate, with an optional address search) and /dream-rate/{id} (the rate for an address key). */
export function DreamRatePage({ requestLead, sending }: DreamRatePageProps) {
  const { id } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      {id ? (
        <AddressRecordFlow
          key={id}
          addressKey={id}
          calculatePath="direct"
          failure={(message) => (
            <Stack spacing={3}>
              <SearchHero failure={message} />
              <DreamRateForm requestLead={requestLead} sending={sending} />
            </Stack>
          )}
        >
          {(record) => (
            <Stack spacing={3}>
              <AddressBar toolName="Dream Rate" address={record.address} />
              <DreamRateForm record={record} requestLead={requestLead} sending={sending} />
            </Stack>
          )}
        </AddressRecordFlow>
      ) : (
        <Stack spacing={3}>
          <SearchHero />
          <DreamRateForm requestLead={requestLead} sending={sending} />
        </Stack>
      )}
    </Container>
  );
}
