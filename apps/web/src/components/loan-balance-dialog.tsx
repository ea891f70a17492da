import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { userAddressUpdateSchema } from '@roost/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldState } from '../lib/form-errors';

/** Spec section 5: the entry is numeric, and anything that is not a number becomes 0. */
export function toLoanBalance(text: string): number {
  const amount = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}

// The same bounds (and messages) the server applies to a saved balance: not negative, at most 100,000,000.
const balanceRule = userAddressUpdateSchema.shape.loanBalance.unwrap().unwrap();
const loanBalanceFormSchema = z.object({ loanBalance: z.string().transform(toLoanBalance).pipe(balanceRule) });

interface LoanBalanceDialogProps {
  open: boolean;
  balance: number;
  onClose: () => void;
  onSave: (loanBalance: number) => void;
}

/** 'update' on Est. Loan Balance: the person's own figure replaces the estimate. */
export function LoanBalanceDialog({ open, balance, onClose, onSave }: LoanBalanceDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="loan-balance-title">
      <DialogTitle id="loan-balance-title">Update your loan balance</DialogTitle>
      {/* Mounted only while open, so it starts from the balance shown each time. */}
      {open && <BalanceForm balance={balance} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function BalanceForm({ balance, onClose, onSave }: Omit<LoanBalanceDialogProps, 'open'>) {
  const form = useForm({
    resolver: zodResolver(loanBalanceFormSchema),
    defaultValues: { loanBalance: String(Math.round(balance)) },
  });
  const onSubmit = form.handleSubmit(({ loanBalance }) => {
    onSave(loanBalance);
    onClose();
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          Know what you owe? Enter the balance from your latest mortgage statement and we will update the figures.
        </DialogContentText>
        <TextField
          label="Loan balance"
          fullWidth
          autoFocus
          {...form.register('loanBalance')}
          {...fieldState(form.formState.errors.loanBalance)}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal', maxLength: 20 },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Update
        </Button>
      </DialogActions>
    </form>
  );
}
