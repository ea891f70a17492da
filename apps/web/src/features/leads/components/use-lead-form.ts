import { zodResolver } from '@hookform/resolvers/zod';
import type { LeadRequest } from '@roost/domain';
import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSendLead } from '../api/send-lead';

/**
 * A contact form that sends a lead: validates with the domain schema, shows each failing field
 * beside it, keeps what was typed on failure and clears only after success.
 */
export function useLeadForm<S extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  toLead: (values: z.output<S>) => LeadRequest;
  successMessage: string;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The generic schema defeats the resolver's inference; the form types below are exact.
    resolver: zodResolver(options.schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const sendLead = useSendLead();
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per filled-in form: a double click or a retry after a lost reply stays one lead.
  const idempotencyKey = useRef(crypto.randomUUID());

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendLead.mutateAsync({ lead: options.toLead(values), idempotencyKey: idempotencyKey.current });
      showMessage({ message: options.successMessage, messageType: 'notification' });
      form.reset(options.defaultValues);
      idempotencyKey.current = crypto.randomUUID();
    } catch (error) {
      const fields = Object.keys(options.defaultValues as object) as Path<z.input<S>>[];
      setFailure(applyServerErrors(error, form.setError, fields));
    }
  });

  return { form, onSubmit, failure, sending: sendLead.isPending };
}
