import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { userAddressUpdateSchema } from '@roost/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldState } from '../lib/form-errors';
import { showWholeDollars, wholeDollarsOf } from '../lib/whole-dollars';
import { MoneyField } from './money-field';

// The same bounds (and messages) the server applies to a saved balance: not negative, at most 100,000,000.
const balanceRule = userAddressUpdateSchema.shape.loanBalance.unwrap().unwrap();
// Spec section 5: the entry is numeric, and anything that is not a number becomes 0 (the field keeps only digits).
const loanBalanceFormSchema = z.object({
  loanBalance: z
    .string()
    .transform((shown) => wholeDollarsOf(shown) ?? 0)
    .pipe(balanceRule),
});

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
    defaultValues: { loanBalance: showWholeDollars(balance) },
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
        <Controller
          control={form.control}
          name="loanBalance"
          render={({ field, fieldState: state }) => (
            <MoneyField
              label="Loan balance"
              fullWidth
              autoFocus
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              {...fieldState(state.error)}
            />
          )}
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
