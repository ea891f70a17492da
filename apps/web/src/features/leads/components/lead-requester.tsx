import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type LeadRequest } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar';
import { currentUserQuery } from '../../../lib/current-user';
import { useSendLead } from '../api/send-lead';
import { LeadDialog, leadContactSchema } from './lead-dialog';

/** What a tool page knows about a lead; the contact details come from the user or the dialog. */
export type ToolLead = Omit<LeadRequest, 'name' | 'email' | 'phone'>;

export interface LeadRequestApi {
  requestLead: (lead: ToolLead) => void;
  sending: boolean;
}

const emptyContact = { name: '', email: '', phone: '' };

/**
 * The tool pages' lead flow (spec section 4): a signed-in person's lead is sent at once with their
 * name, e-mail and phone; a visitor gets the Lead dialog. Success shows the tool pages' snackbar;
 * a failure closes the dialog silently (spec section 8) and keeps what was typed for another try.
 * A render prop, so app/ can hand `requestLead` to a tool feature that must not import this one.
 */
export function LeadRequester({ children }: { children: (api: LeadRequestApi) => ReactNode }) {
  const queryClient = useQueryClient();
  const sendLead = useSendLead();
  const showMessage = useSnackbar();
  const form = useForm({ resolver: zodResolver(leadContactSchema), defaultValues: emptyContact, mode: 'onTouched' });
  const [waiting, setWaiting] = useState<ToolLead | null>(null);
  const [open, setOpen] = useState(false);
  // One key per lead body: a double click or a retry of the same lead stays one lead, while a
  // corrected retry (the server answers 409 to a reused key with another body) gets a new key.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const send = useCallback(
    async (lead: LeadRequest) => {
      const body = JSON.stringify(lead);
      if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
      try {
        await sendLead.mutateAsync({ lead, idempotencyKey: attempt.current.key });
        attempt.current = null;
        showMessage({ message: messages.leadSentTool, messageType: 'notification' });
        return true;
      } catch {
        return false;
      }
    },
    [sendLead, showMessage],
  );

  const requestLead = useCallback(
    (lead: ToolLead) => {
      if (sendLead.isPending) return;
      void queryClient
        .ensureQueryData(currentUserQuery)
        .then(({ user }) => user)
        .catch(() => null)
        .then((user) => {
          if (!user) {
            setWaiting(lead);
            setOpen(true);
            return;
          }
          void send({ ...lead, name: user.name, email: user.email, ...(user.phone ? { phone: user.phone } : {}) });
        });
    },
    [queryClient, send, sendLead.isPending],
  );

  const onSubmit = form.handleSubmit(async ({ name, email, phone }) => {
    if (!waiting) return;
    const sent = await send({ ...waiting, name, email, ...(phone ? { phone } : {}) });
    setOpen(false);
    if (sent) form.reset(emptyContact);
  });

  return (
    <>
      {children({ requestLead, sending: sendLead.isPending })}
      <LeadDialog
        open={open}
        form={form}
        sending={sendLead.isPending}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
      />
    </>
  );
}
