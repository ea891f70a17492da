import { messages, type LeadRequest } from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { VisitorLeadDialog } from './visitor-lead-dialog';
import { contactDetailsOf, type ContactDetails } from '../../../components/contact-details';
import { useSnackbar } from '../../../components/snackbar';
import { SERVER_UNREACHABLE } from '../../../lib/api-client';
import { signedInUser } from '../../../lib/current-user';
import { useSendLead } from '../api/send-lead';

/** What a tool page knows about a lead; the contact details come from the user or the dialog. */
export type ToolLead = Omit<LeadRequest, 'name' | 'email' | 'phone'>;

export interface LeadRequestApi {
  requestLead: (lead: ToolLead) => void;
  sending: boolean;
}

/**
 * The tool pages' lead flow (spec section 4): a signed-in person's lead is sent at once with their
 * name, e-mail and phone; a visitor gets the Lead dialog. Success shows the tool pages' snackbar;
 * a failure closes the dialog silently (spec section 8) and keeps what was typed for another try.
 * A render prop, so app/ can hand `requestLead` to a tool feature that must not import this one. The dialog and its
 * form come with the first visitor's request (the button waits meanwhile), so a tool page does not load them to
 * show its figures.
 */
export function LeadRequester({ children }: { children: (api: LeadRequestApi) => ReactNode }) {
  const queryClient = useQueryClient();
  const sendLead = useSendLead();
  const showMessage = useSnackbar();
  const [waiting, setWaiting] = useState<ToolLead | null>(null);
  const [open, setOpen] = useState(false);
  /** The dialog, in a chunk of its own: asked for once a visitor wants it, kept mounted once it came. */
  const [dialog, setDialog] = useState<'none' | 'loading' | { Dialog: typeof VisitorLeadDialog }>('none');
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
      void signedInUser(queryClient).then((user) => {
        if (!user) {
          setWaiting(lead);
          setDialog((now) => (typeof now === 'object' ? now : 'loading'));
          import('./visitor-lead-dialog').then(
            ({ VisitorLeadDialog: Dialog }) => {
              setDialog({ Dialog });
              setOpen(true);
            },
            () => {
              setDialog('none');
              showMessage({ message: SERVER_UNREACHABLE, messageType: 'error' });
            },
          );
          return;
        }
        void send({ ...lead, ...contactDetailsOf(user) });
      });
    },
    [queryClient, send, sendLead.isPending, showMessage],
  );

  const onSend = async (details: ContactDetails) => {
    if (!waiting) return false;
    const sent = await send({ ...waiting, ...details });
    setOpen(false);
    return sent;
  };

  return (
    <>
      {children({ requestLead, sending: sendLead.isPending || dialog === 'loading' })}
      {typeof dialog === 'object' && (
        <dialog.Dialog open={open} sending={sendLead.isPending} onClose={() => setOpen(false)} onSend={onSend} />
      )}
    </>
  );
}
