import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { AddressReport } from '../components/address-report';
import type { RequestLead } from '../components/pmi-report';
import { LazySearchHero } from '../components/lazy-search-hero';

export interface PmiRemovalPageProps {
  requestLead: RequestLead;
  /** Whether a lead is on its way (the button waits). */
  sending: boolean;
}

/** /pmi-removal (address search) and /pmi-removal/{id} (the report for an address key). */
export function PmiRemovalPage({ requestLead, sending }: PmiRemovalPageProps) {
  const { id } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      {id ? (
        // Keyed by address, so another address starts from its own loading state.
        <AddressReport key={id} addressKey={id} requestLead={requestLead} sending={sending} />
      ) : (
        <LazySearchHero />
      )}
    </Container>
  );
}
