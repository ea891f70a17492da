import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AddressFigures, PropertyRecord } from '@roost/domain';
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/format';

interface SummaryStripProps {
  record: PropertyRecord;
  /** The domain's figures for the address (useAddressFigures), the same on every page. */
  figures: AddressFigures;
  isOwnBalance: boolean;
  onUpdateBalance: () => void;
}

/** Estimated Value, Est. Loan Balance (with 'update'), Est. Loan to Value, Est. Cash/Equity Available. */
export function SummaryStrip({ record, figures, isOwnBalance, onUpdateBalance }: SummaryStripProps) {
  const range =
    record.estimateLow !== null && record.estimateHigh !== null
      ? `Range ${formatMoney(record.estimateLow)} – ${formatMoney(record.estimateHigh)}`
      : null;
  return (
    <Paper
      variant="outlined"
      component="dl"
      aria-label="Summary"
      sx={{
        m: 0,
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <Figure label="Estimated Value" value={figures.value > 0 ? formatMoney(figures.value) : 'Not available'}>
        {range && <Typography variant="body2">{range}</Typography>}
        {record.source === 'sample' && <Chip label="Sample data" size="small" sx={{ mt: 0.5 }} />}
      </Figure>
      <Figure label="Est. Loan Balance" value={formatMoney(figures.balance)}>
        {isOwnBalance && <Typography variant="body2">Your figure</Typography>}
        <Button size="small" onClick={onUpdateBalance} aria-label="Update loan balance" sx={{ px: 0, minWidth: 0 }}>
          update
        </Button>
      </Figure>
      <Figure
        label="Est. Loan to Value"
        value={figures.loanToValuePercent === undefined ? 'Not available' : `${figures.loanToValuePercent}%`}
      />
      <Figure label="Est. Cash/Equity Available" value={formatMoney(figures.cashAvailable)} />
    </Paper>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
