import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PAYMENT_TERM_OPTIONS, type PaymentTerm } from '@roost/domain';

/** The term tiles: 30 Year Fixed, 15 Year Fixed, 5 Year Arm (one always chosen). */
export function TermTiles({ term, onChange }: { term: PaymentTerm; onChange: (term: PaymentTerm) => void }) {
  return (
    <>
      <Typography id="term-label" variant="h6" component="h3" sx={{ mb: 1 }}>
        Loan term
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="term-label"
        exclusive
        color="primary"
        value={term}
        onChange={(_event, next: PaymentTerm | null) => {
          if (next !== null) onChange(next);
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', width: '100%' }}
      >
        {PAYMENT_TERM_OPTIONS.map((option) => (
          <ToggleButton key={String(option.term)} value={option.term} sx={{ py: 1.5, textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}
