import {
  LISTING_ACTION_FAILED,
  LISTING_ACTION_SENT,
  listingAddress,
  type HomeListing,
  type ListingAction,
} from '@roost/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { contactDetailsOf, type ContactDetails } from '../../../components/contact-details';
import { useContactDetailsForm } from '../../../components/contact-details-form';
import { useSnackbar } from '../../../components/snackbar';
import { signedInUser, useCurrentUser } from '../../../lib/current-user';
import { applyServerErrors } from '../../../lib/form-errors';
import { returnTo } from '../../../lib/login-redirect';
import { sessionStore } from '../../../lib/session-store';
import { useSendListingAction } from '../api/send-listing-action';
import { ListingContactDialog } from './listing-contact-dialog';
import { pendingListingAction } from './pending-listing-action';
import { LISTING_ACTION_TITLES } from './listing-text';

/** The session remembers the homes a person acted on (spec: session homesViewed). */
function recordViewed(listingId: string) {
  const viewed = sessionStore.get().homesViewed;
  if (!viewed.includes(listingId)) sessionStore.update({ homesViewed: [...viewed, listingId] });
}

export interface ListingActions {
  takeAction: (home: HomeListing, action: ListingAction) => void;
  sending: boolean;
  /** The visitor's contact dialog; render it once on the page. */
  dialog: ReactElement;
}

/**
 * A listing's automation actions (spec section 7): a signed-in person's is sent at once with their
 * name, e-mail and phone; a visitor gives theirs in a dialog, except for Down Payment Assistant,
 * which asks them to sign in first, brings them back here and then sends it.
 */
export function useListingActions(): ListingActions {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const showMessage = useSnackbar();
  const sendAction = useSendListingAction();
  const form = useContactDetailsForm();
  const [waiting, setWaiting] = useState<{ home: HomeListing; action: ListingAction } | null>(null);
  const [open, setOpen] = useState(false);

  const signedIn = useCurrentUser().data;

  const deliver = useCallback(
    async (listingId: string, action: ListingAction, contact: ContactDetails) => {
      try {
        await sendAction.mutateAsync({ listingId, request: { action, ...contact } });
        showMessage({ message: LISTING_ACTION_SENT, messageType: 'notification' });
        return null;
      } catch (error) {
        showMessage({ message: LISTING_ACTION_FAILED, messageType: 'error' });
        return error;
      }
    },
    [sendAction, showMessage],
  );

  // Back from signing in for a request they made as a visitor: send it now (taking it makes it once).
  useEffect(() => {
    if (!signedIn) return;
    const pending = pendingListingAction.take();
    if (pending) void deliver(pending.listingId, pending.action, contactDetailsOf(signedIn));
  }, [signedIn, deliver]);

  const takeAction = useCallback(
    (home: HomeListing, action: ListingAction) => {
      if (sendAction.isPending) return;
      recordViewed(home.id);
      void signedInUser(queryClient).then((user) => {
        if (user) {
          void deliver(home.id, action, contactDetailsOf(user));
        } else if (action === 'downPaymentAssistant') {
          pendingListingAction.remember(home.id, action);
          void navigate('/auth/login', { state: returnTo(location) });
        } else {
          setWaiting({ home, action });
          setOpen(true);
        }
      });
    },
    [deliver, location, navigate, queryClient, sendAction.isPending],
  );

  const onSubmit = form.handleSubmit(async (details) => {
    if (!waiting) return;
    const failure = await deliver(waiting.home.id, waiting.action, details);
    if (failure) {
      // Keep the dialog and what was typed; show the server's word beside a field it refused.
      applyServerErrors(failure, form.setError, ['name', 'email', 'phone']);
      return;
    }
    setOpen(false);
    form.reset();
  });

  const dialog = (
    <ListingContactDialog
      open={open}
      title={waiting ? LISTING_ACTION_TITLES[waiting.action] : ''}
      address={waiting ? listingAddress(waiting.home) : ''}
      form={form}
      sending={sendAction.isPending}
      onClose={() => setOpen(false)}
      onSubmit={onSubmit}
    />
  );
  return { takeAction, sending: sendAction.isPending, dialog };
}
