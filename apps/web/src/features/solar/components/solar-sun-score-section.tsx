import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AddressSearchField } from '../../../components/address-search-field';
import type { AddressResult } from '../../../lib/address-autocomplete';
import { SolarScoreCard, type RequestLead } from './solar-score-card';

interface SolarSunScoreSectionProps {
  requestLead: RequestLead;
  sending: boolean;
}

/** The home page's Solar Sun Score: choose an address and its score appears here, without leaving the page. */
export function SolarSunScoreSection({ requestLead, sending }: SolarSunScoreSectionProps) {
  const [chosen, setChosen] = useState<AddressResult | null>(null);
  return (
    <Stack spacing={3}>
      <AddressSearchField onChoose={setChosen} />
      {chosen && <SolarScoreCard key={chosen.id} addressId={chosen.id} requestLead={requestLead} sending={sending} />}
    </Stack>
  );
}
