import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { AddressRecordFlow } from '../../../components/address-record-flow';
import { PaymentDesignReport, type RequestLead } from '../components/payment-design-report';
import { SearchHero } from '../components/search-hero';

export interface PaymentDesignPageProps {
  requestLead: RequestLead;
  /** Whether a lead is on its way (the button waits). */
  sending: boolean;
}

/** /payment-design-center (address search) and /payment-design-center/{id} (the designer for an address key). */
export function PaymentDesignPage({ requestLead, sending }: PaymentDesignPageProps) {
  const { id } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      {id ? (
        // Keyed by address, so another address starts from its own loading state.
        <AddressRecordFlow
          key={id}
          addressKey={id}
          calculatePath="direct"
          failure={(message) => <SearchHero failure={message} />}
        >
          {(record) => <PaymentDesignReport record={record} requestLead={requestLead} sending={sending} />}
        </AddressRecordFlow>
      ) : (
        <SearchHero />
      )}
    </Container>
  );
}
