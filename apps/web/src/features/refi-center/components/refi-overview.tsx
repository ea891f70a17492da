import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { monthlyTaxesFromRecord, PAYMENT_DESIGN_DEFAULTS, type PropertyRecord } from '@roost/domain';
import { useState, type ReactNode } from 'react';
import { AddressBar } from '../../../components/address-bar';
import { LazyLoanBalanceDialog } from '../../../components/lazy-loan-balance-dialog';
import { BalanceSaveWarning } from '../../../components/balance-save-warning';
import { SummaryStrip } from '../../../components/summary-strip';
import { useAddressFigures } from '../../../lib/use-address-figures';
import { CurrentPaymentCard } from './current-payment-card';
import { currentLoanPayment } from './refi-figures';
import { RefinanceOptions } from './refinance-options';
import { ToolLinks } from './tool-links';

export const REFI_CENTER_TOOL = 'Refi Center';

interface RefiOverviewProps {
  record: PropertyRecord;
  /** More about this address from other features (composed in app/). */
  more?: ReactNode;
}

/** One address at a glance: value, balance, loan-to-value, equity, today's payment, refinance options, the tools. */
export function RefiOverview({ record, more }: RefiOverviewProps) {
  const { balance, isOwnFigure, update, saveFailed, figures, today } = useAddressFigures(record);
  const [editing, setEditing] = useState(false);
  const current = currentLoanPayment(record, today);
  const monthlyTaxes = monthlyTaxesFromRecord(record.taxAmount);
  return (
    <Stack spacing={3}>
      <AddressBar toolName={REFI_CENTER_TOOL} address={record.address} />
      <BalanceSaveWarning failed={saveFailed} />
      <SummaryStrip
        record={record}
        figures={figures}
        isOwnBalance={isOwnFigure}
        onUpdateBalance={() => setEditing(true)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CurrentPaymentCard
            current={current}
            value={figures.value}
            balance={figures.balance}
            monthlyTaxes={monthlyTaxes}
            monthlyInsurance={PAYMENT_DESIGN_DEFAULTS.monthlyInsurance}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <RefinanceOptions balance={figures.balance} current={current} monthlyTaxes={monthlyTaxes} />
        </Grid>
      </Grid>
      <ToolLinks addressKey={record.id} />
      {more}
      <LazyLoanBalanceDialog open={editing} balance={balance} onClose={() => setEditing(false)} onSave={update} />
    </Stack>
  );
}
