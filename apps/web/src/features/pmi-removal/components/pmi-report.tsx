import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { LeadRequest, PropertyRecord } from '@roost/domain';
import { useState } from 'react';
import { LazyLoanBalanceDialog } from '../../../components/lazy-loan-balance-dialog';
import { BalanceSaveWarning } from '../../../components/balance-save-warning';
import { AddressBar } from '../../../components/address-bar';
import { LoanToValueCard } from './loan-to-value-card';
import { PmiCard } from './pmi-card';
import { SummaryStrip } from '../../../components/summary-strip';
import { useAddressFigures } from '../../../lib/use-address-figures';

/** Hands a lead to whoever composed this page (app/ wires in the leads feature). */
export type RequestLead = (lead: Omit<LeadRequest, 'name' | 'email' | 'phone'>) => void;

interface PmiReportProps {
  record: PropertyRecord;
  requestLead: RequestLead;
  sending: boolean;
}

/** A loaded address: address bar, summary strip, loan-to-value card and PMI card. */
export function PmiReport({ record, requestLead, sending }: PmiReportProps) {
  const { balance, isOwnFigure, update, saveFailed, figures, today } = useAddressFigures(record);
  const [editing, setEditing] = useState(false);

  const requestRemoval = () =>
    requestLead({
      type: 'pmiRemoval',
      addressId: record.id,
      address: record.address,
      estimatedValue: figures.value,
      loanBalance: figures.balance,
    });

  return (
    <Stack spacing={3}>
      <AddressBar toolName="PMI/MIP Removal" address={record.address} />
      <BalanceSaveWarning failed={saveFailed} />
      <SummaryStrip
        record={record}
        figures={figures}
        isOwnBalance={isOwnFigure}
        onUpdateBalance={() => setEditing(true)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <LoanToValueCard figures={figures} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PmiCard
            record={record}
            figures={figures}
            today={today}
            onRequestRemoval={requestRemoval}
            sending={sending}
          />
        </Grid>
      </Grid>
      <LazyLoanBalanceDialog open={editing} balance={balance} onClose={() => setEditing(false)} onSave={update} />
    </Stack>
  );
}
