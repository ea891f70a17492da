import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { monthlyPaymentParam, PAYMENT_LIMITS } from '@roost/domain';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MoneyField } from '../../../components/money-field';
import { formatMoney } from '../../../lib/format';
import { showWholeDollars, wholeDollarsOf } from '../../../lib/whole-dollars';

/** The field holds what is shown ('$3,500'); the contract's rule and messages judge the number it stands for. */
const paymentFormSchema = z.object({
  payment: z
    .string()
    .transform((shown): unknown => wholeDollarsOf(shown))
    .pipe(monthlyPaymentParam),
});

export const PAYMENT_HINT = `What you can pay each month, ${formatMoney(PAYMENT_LIMITS.min)} to ${formatMoney(PAYMENT_LIMITS.max)}`;

interface PaymentFormProps {
  /** The payment already chosen, shown to start from. */
  initialPayment?: number;
  submitLabel: string;
  /** A valid payment in whole dollars; an empty field submits nothing. */
  onPayment: (payment: number) => void;
  autoFocus?: boolean;
  /**
   * Where the form goes as a plain GET (`?payment=`) when it is sent before the page's script runs (or without it):
   * the server renders that page for the payment. Once the script runs, `onPayment` handles the submit instead.
   */
  action?: string;
  /** Names the form for assistive technology. */
  'aria-label': string;
}

/** 'Enter Payment': a money field and its button, used by the entry page, the home section and the header. */
export function PaymentForm({ initialPayment, submitLabel, onPayment, autoFocus, action, ...props }: PaymentFormProps) {
  const form = useForm({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { payment: initialPayment ? showWholeDollars(initialPayment) : '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(({ payment }) => onPayment(payment));
  return (
    <Box
      component="form"
      method="get"
      action={action}
      noValidate
      aria-label={props['aria-label']}
      onSubmit={(event) => {
        // What the field holds is what is sent: typed before the page's script ran, it is not yet the form's value.
        const typed = new FormData(event.currentTarget).get('payment');
        if (typeof typed === 'string' && typed !== form.getValues('payment')) form.setValue('payment', typed);
        // Spec: an empty payment does nothing (no message, no request).
        if (form.getValues('payment').trim() === '') {
          event.preventDefault();
          form.clearErrors();
          return;
        }
        void submit(event);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <Controller
        control={form.control}
        name="payment"
        render={({ field, fieldState }) => (
          <MoneyField
            label="Enter Payment"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoFocus={autoFocus}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? PAYMENT_HINT}
            sx={{ flex: '1 1 200px', maxWidth: { sm: 320 } }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
