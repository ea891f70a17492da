import Container from '@mui/material/Container';
import type { PropertyRecord } from '@roost/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AddressRecordFlow } from '../../../components/address-record-flow';
import { AddressSearchHero } from '../../../components/address-search-hero';
import { RefiOverview } from '../components/refi-overview';

export const REFI_CENTER_PATH = '/estimator/reficenter';

export interface RefiCenterPageProps {
  /** More about the address from other features, composed in app/. */
  more?: (record: PropertyRecord) => ReactNode;
}

/** /estimator/reficenter/{id}: the overview of the address shown in the header. */
export function RefiCenterPage({ more }: RefiCenterPageProps) {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <AddressRecordFlow
        key={id}
        addressKey={id}
        calculatePath="direct"
        failure={(message) => (
          <AddressSearchHero
            title="Refi Center"
            toolPath={REFI_CENTER_PATH}
            failure={message}
            description="Your home at a glance: its value, your loan, your equity and what a refinance would cost each month."
          />
        )}
      >
        {(record) => <RefiOverview record={record} more={more?.(record)} />}
      </AddressRecordFlow>
    </Container>
  );
}
